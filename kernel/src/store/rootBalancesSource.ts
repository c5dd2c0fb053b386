import type { BalancesHolder } from './balancesOf.ts'
import { balancesOf } from './balancesOf.ts'
import type { ActiveBalancesSource } from './loadActiveBalances.ts'

/** A root store (or the modal's context of it) as `loadActiveBalances` reads it: its balances store made on first use. */
export function rootBalancesSource(root: Omit<ActiveBalancesSource, 'balances'> & BalancesHolder): ActiveBalancesSource {
  const { connections, networks, adapters, balanceService } = root
  return { connections, networks, adapters, balanceService, balances: balancesOf(root) }
}
