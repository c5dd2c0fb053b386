/** The balances the Account view lists: every token the account holds some of, and the native currency (no address) always. */
export function heldTokens<T extends { address?: string; quantity: { numeric: string } }>(balances: readonly T[]): T[] {
  return balances.filter((token) => token.address === undefined || Number.parseFloat(token.quantity.numeric) !== 0)
}
