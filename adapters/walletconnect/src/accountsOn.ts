/** The addresses of CAIP-10 accounts on one CAIP-2 chain (all chains when undefined), without repeats. */
export function accountsOn(accounts: readonly string[], caipNetworkId: string | undefined): string[] {
  const addresses = accounts.flatMap((account) => {
    const at = account.lastIndexOf(':')
    if (at <= 0) return []
    return caipNetworkId === undefined || account.slice(0, at) === caipNetworkId ? [account.slice(at + 1)] : []
  })
  return [...new Set(addresses)]
}
