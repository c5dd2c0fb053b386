/** One contract call for the connected wallet to send: the contract, its calldata (`0x…`), and the wei it carries. */
export interface EvmCall {
  to: string
  data: string
  value?: bigint
}
