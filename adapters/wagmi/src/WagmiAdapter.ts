import { decode, isDevelopment } from '@portico/kernel/extend'
import type { AdapterContext, BundledAdapter } from '@portico/kernel/extend'
import { evm } from '@portico/adapter-evm'
import { bundledWalletConnect } from '@portico/adapter-walletconnect'
import type { EvmAdapter, EvmAdapterDefinition } from '@portico/adapter-evm'
import { createConfig, http } from '@wagmi/core'
import type { Config, Transport } from '@wagmi/core'
import { WagmiOptionsError } from './errors.ts'
import { ModalConnection } from './ModalConnection.ts'
import { WagmiAdapterOptionsShape } from './WagmiAdapterOptions.ts'
import type { WagmiAdapterOptions } from './WagmiAdapterOptions.ts'
import { followModalConnection } from './followModalConnection.ts'
import { modalConnector } from './modalConnector.ts'
import { rpcUrlsOfTransports } from './rpcUrlsOfTransports.ts'
import { toWagmiChains } from './toWagmiChains.ts'

/**
 * AppKit's `WagmiAdapter`: list it in `createAppKit({ adapters: [wagmiAdapter] })` and give
 * `wagmiAdapter.wagmiConfig` to wagmi's `<WagmiProvider>`. The modal's EVM adapter (on viem) makes
 * every connection; wagmi sees it through one connector, so its hooks (`useAccount`,
 * `useSignMessage`, `useSendTransaction`, `useWriteContract`, `useSwitchChain`, `useDisconnect`,
 * `useBalance`...) work on whatever the user connected in the modal, WalletConnect and the e-mail
 * wallet included, and a chain switched or a disconnect made through wagmi shows in the modal.
 * Works with wagmi 2 and 3.
 */
export class WagmiAdapter implements EvmAdapterDefinition {
  readonly kind = 'chain'
  readonly id: string
  readonly namespace = 'eip155'
  readonly discover: EvmAdapterDefinition['discover']
  readonly load: (context: AdapterContext) => Promise<EvmAdapter>
  /** WalletConnect comes along, as with AppKit's adapters, unless the host lists its own or sets `enableWalletConnect: false`. */
  readonly bundles: readonly BundledAdapter[] = [bundledWalletConnect()]
  /** The wagmi config for `<WagmiProvider config={...}>`: the networks' EVM chains and the modal's connector. */
  readonly wagmiConfig: Config

  constructor(options: WagmiAdapterOptions) {
    const shape = decode(WagmiAdapterOptionsShape, options)
    if (!shape.ok) throw new WagmiOptionsError(shape.error)
    const chains = toWagmiChains(options.networks)
    const transports: Record<number, Transport> = Object.fromEntries(chains.map((chain) => [chain.id, options.transports?.[chain.id] ?? http()]))
    const link = new ModalConnection()
    this.wagmiConfig = createConfig({
      chains,
      transports,
      connectors: [modalConnector(link)],
      // The modal lists the browser's wallets (EIP-6963) itself; wagmi's own list would bypass it.
      multiInjectedProviderDiscovery: false,
      ...(options.ssr === undefined ? {} : { ssr: options.ssr }),
      ...(options.storage === undefined ? {} : { storage: options.storage }),
    })
    followModalConnection(this.wagmiConfig, link)
    const rpcUrls = { ...rpcUrlsOfTransports(chains, options.transports), ...options.evm?.rpcUrls }
    const definition = evm({ ...options.evm, rpcUrls })
    this.id = definition.id
    this.discover = definition.discover
    this.load = async (context) => {
      if (options.connectors?.length && isDevelopment()) context.logger.warn('WagmiAdapter: `connectors` has no effect; every connection is made in the modal, which wagmi then sees')
      const adapter = await definition.load(context)
      link.attach(adapter.provider, context)
      return adapter
    }
  }
}

