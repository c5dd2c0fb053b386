import type { ChainAdapter } from '@portico/kernel/extend'
import type { EvmCalls } from './EvmCalls.ts'
import type { EvmNames } from './EvmNames.ts'
import type { EvmTransfer } from './EvmTransfer.ts'
import type { EvmTypedData } from './EvmTypedData.ts'
import type { EvmWalletProvider } from './EvmWalletProvider.ts'

// What the EVM adapter offers plugins beyond the chain contract, announced under the same keys.
declare module '@portico/kernel/extend' {
  interface ChainExtensionRegistry {
    /** Native and ERC-20 transfers and their fee (the send plugin). */
    'eip155:transfer': EvmTransfer
    /** ENS names and profiles (the send plugin's receiver field). */
    'eip155:names': EvmNames
    /** Contract calls, one by one or as an atomic batch (EIP-5792), and their inclusion (the swaps plugin). */
    'eip155:calls': EvmCalls
  }
}

/**
 * The EVM chain adapter once loaded: the kernel's chain operations, typed-data signing
 * (`eip155:signTypedData`), and its extensions: transfers (`eip155:transfer`), ENS (`eip155:names`)
 * and contract calls (`eip155:calls`).
 */
export interface EvmAdapter extends ChainAdapter {
  namespace: 'eip155'
  switchNetwork: NonNullable<ChainAdapter['switchNetwork']>
  signMessage: NonNullable<ChainAdapter['signMessage']>
  getBalances: NonNullable<ChainAdapter['getBalances']>
  /** Signs EIP-712 typed data with an account (`eth_signTypedData_v4`). */
  signTypedData(typedData: EvmTypedData, address: string): Promise<string>
  extensions: { 'eip155:transfer': EvmTransfer; 'eip155:names': EvmNames; 'eip155:calls': EvmCalls }
  /**
   * The EIP-1193 provider of the connection for the host app (AppKit's `getWalletProvider()`),
   * whatever connector made it: one object for the adapter's lifetime; undefined while not connected.
   */
  walletProvider(): EvmWalletProvider | undefined
  /**
   * The same provider, also while not connected (its requests then reject with 4900), for a
   * bridge that listens from the start, such as the wagmi adapter's connector.
   */
  readonly provider: EvmWalletProvider
}
