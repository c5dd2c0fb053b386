import type { EvmAdapterDefinition, EvmOptions } from '@portico/adapter-evm'
import { evm } from '@portico/adapter-evm'

/**
 * AppKit's `EthersAdapter` (`adapters: [new EthersAdapter()]`): the EVM chain adapter, as `evm()`
 * gives it. The wallet work stays on viem; an ethers host wraps the connection's EIP-1193
 * provider, `useAppKitProvider('eip155').walletProvider`, in ethers' `BrowserProvider`.
 */
export class EthersAdapter implements EvmAdapterDefinition {
  readonly kind = 'chain'
  readonly id: string
  readonly namespace = 'eip155'
  readonly load: EvmAdapterDefinition['load']

  /** Takes the EVM adapter's options (connectors, rpcUrls, tokens, discover); AppKit's takes none. */
  constructor(options: EvmOptions = {}) {
    const definition = evm(options)
    this.id = definition.id
    this.load = definition.load
  }
}
