import { useEffect } from 'react'
import { useRootStore } from '../useRootStore.ts'

/**
 * Loads the active account's balances on the active network through its chain adapter (when
 * the adapter can read balances), again whenever the account or the network changes. The
 * balances store caches them for 30 s and blocks retries for 30 s after a failure (SPEC §4, §9).
 */
export function useActiveBalances(): void {
  const { connections, networks, adapters, balances } = useRootStore()
  const namespace = connections.activeNamespace
  const address = connections.activeAddress
  const network = networks.active
  const canRead = namespace !== undefined && adapters.has(`${namespace}:balances`)
  const key = address && network ? `${network.caipNetworkId}:${address}` : undefined
  useEffect(() => {
    if (!key || !canRead || !namespace || !address || !network) return
    const adapter = adapters.chainAdapter(namespace)
    if (!adapter?.getBalances) return
    void balances.fetch(key, async () => (await adapter.getBalances?.(address, network)) ?? [])
    // The key names the account and the network; the objects behind it are read fresh above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, canRead])
}
