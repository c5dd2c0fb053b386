import type { TokenBalance } from '@portico/kernel/extend'
import { nativeTokenAddress } from './nativeTokenAddress.ts'

/** The balance the account holds of a swap token (the native one has no address in the balances); undefined when none is listed. */
export function tokenBalanceOf(token: { address: string }, balances: readonly TokenBalance[]): TokenBalance | undefined {
  const address = token.address.toLowerCase()
  if (address === nativeTokenAddress.toLowerCase()) return balances.find((balance) => balance.address === undefined)
  return balances.find((balance) => balance.address?.toLowerCase() === address)
}
