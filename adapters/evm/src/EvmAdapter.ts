import type { ChainAdapter } from '@portico/kernel/extend'
import type { EvmTypedData } from './EvmTypedData.ts'

/**
 * The EVM chain adapter once loaded: the kernel's chain operations, and typed-data signing
 * (`eip155:signTypedData`) and sending (`eip155:sendTransaction`).
 */
export interface EvmAdapter extends ChainAdapter {
  namespace: 'eip155'
  switchNetwork: NonNullable<ChainAdapter['switchNetwork']>
  signMessage: NonNullable<ChainAdapter['signMessage']>
  getBalances: NonNullable<ChainAdapter['getBalances']>
  /** Signs EIP-712 typed data with an account (`eth_signTypedData_v4`). */
  signTypedData(typedData: EvmTypedData, address: string): Promise<string>
  /** Sends a native or ERC-20 transfer; resolves the transaction hash once the wallet sent it. */
  sendTransaction: NonNullable<ChainAdapter['sendTransaction']>
  estimateFee: NonNullable<ChainAdapter['estimateFee']>
  resolveName: NonNullable<ChainAdapter['resolveName']>
  getProfile: NonNullable<ChainAdapter['getProfile']>
}
