import { useEffect } from 'react'
import { balancesOf, formatBalance, loadActiveBalances, rootBalancesSource } from '@portico/kernel/internal'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'

/**
 * The active account's native balance on the active network, formatted as the Account view shows
 * it (3 decimals, 0.00 on testnets); loads it when shown. Undefined while it loads, when it
 * cannot be read, and when `shown` is false. Read it inside an `observer` component.
 */
export function useBalanceText(shown: boolean): string | undefined {
  const { store } = useAppKitInstance()
  const { connections, networks, adapters, i18n } = store
  const balances = balancesOf(store)
  const namespace = connections.activeNamespace
  const address = connections.activeAddress
  const network = networks.active
  const readable = shown && namespace !== undefined && adapters.has(`${namespace}:balances`)
  const key = readable && address && network ? `${network.caipNetworkId}:${address}` : undefined
  useEffect(() => {
    if (!key) return
    // The balances store reports a failed read itself (snack, 30 s retry block).
    loadActiveBalances(rootBalancesSource(store)).catch(() => undefined)
  }, [key, store])
  if (!key || !network || balances.key !== key || balances.loading || balances.error !== undefined) return undefined
  const natives = balances.balances.filter((balance) => balance.address === undefined)
  const native = natives.find((balance) => balance.chainId === network.caipNetworkId || balance.chainId === String(network.id)) ?? natives[0]
  const symbol = native?.symbol ?? network.nativeCurrency.symbol
  return formatBalance(native?.quantity.numeric ?? 0, { testnet: network.testnet === true, locale: i18n.locale, symbol })
}
