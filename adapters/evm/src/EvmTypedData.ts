/** EIP-712 typed data as `eth_signTypedData_v4` takes it. */
export interface EvmTypedData {
  domain?: Record<string, unknown>
  types: Record<string, readonly { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}
