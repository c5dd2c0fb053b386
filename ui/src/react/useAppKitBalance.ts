import { useMemo } from 'react'
import { balancesOf, loadActiveBalances, rootBalancesSource } from '@portico/kernel/internal'
import { errorText } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'

/** What `fetchBalance` resolves: the native balance of the active account on the active network. */
export interface BalanceResult {
  data?: { balance: string; symbol: string }
  error: string | null
  isSuccess: boolean
  isError: boolean
}

/** Reads the active account's native balance, as AppKit's `useAppKitBalance`. */
export function useAppKitBalance(): { fetchBalance(): Promise<BalanceResult> } {
  const appKit = useHostAppKit()
  return useMemo(
    () => ({
      async fetchBalance(): Promise<BalanceResult> {
        const { store } = appKit
        if (!store.connections.activeAddress) return { error: 'No account connected', isSuccess: false, isError: true }
        try {
          const balances = await loadActiveBalances(rootBalancesSource(store))
          const native = balances.find((balance) => balance.address === undefined)
          const { error } = balancesOf(store)
          if (error !== undefined) return { error, isSuccess: false, isError: true }
          if (!native) return { error: 'No native balance', isSuccess: false, isError: true }
          return { data: { balance: native.quantity.numeric, symbol: native.symbol }, error: null, isSuccess: true, isError: false }
        } catch (error) {
          return { error: errorText(error), isSuccess: false, isError: true }
        }
      },
    }),
    [appKit],
  )
}
