import type { EvmAdapterDefinition, EvmOptions } from '@portico/adapter-evm'
import { evm } from '@portico/adapter-evm'
import { bundledWalletConnect } from '@portico/adapter-walletconnect'
import type { BundledAdapter } from '@portico/kernel/extend'

/**
 * AppKit's `EthersAdapter` (`adapters: [new EthersAdapter()]`): the EVM chain adapter, as `evm()`
 * gives it. The wallet work stays on viem; an ethers host wraps the connection's EIP-1193
 * provider, `useAppKitProvider('eip155').walletProvider`, in ethers' `BrowserProvider`. As in
 * AppKit, WalletConnect comes with it (`enableWalletConnect: false` leaves it out).
 */
export class EthersAdapter implements EvmAdapterDefinition {
  readonly kind = 'chain'
  readonly id: string
  readonly namespace = 'eip155'
  readonly discover: EvmAdapterDefinition['discover']
  readonly load: EvmAdapterDefinition['load']
  readonly bundles: readonly BundledAdapter[] = [bundledWalletConnect()]

  /** Takes the EVM adapter's options (connectors, rpcUrls, tokens, discover); AppKit's takes none. */
  constructor(options: EvmOptions = {}) {
    const definition = evm(options)
    this.id = definition.id
    this.discover = definition.discover
    this.load = definition.load
  }
}
