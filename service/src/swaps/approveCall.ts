import { encodeFunctionData, erc20Abi } from 'viem'
import type { Address } from 'viem'
import type { SwapCall } from './SwapCall.ts'

/** The ERC-20 `approve(spender, amount)` call on `token`, carrying no value. */
export function approveCall(token: Address, spender: Address, amount: bigint): SwapCall {
  return { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }), value: '0' }
}
