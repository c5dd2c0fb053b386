import { useEffect } from 'react'
import { loadActiveBalances } from '../../../store/loadActiveBalances.ts'
import { useRootStore } from '../useRootStore.ts'

/**
 * Loads the active account's balances on the active network through its chain adapter (when
 * the adapter can read balances), again whenever the account or the network changes. The
 * balances store caches them for 30 s and blocks retries for 30 s after a failure (SPEC §4, §9).
 */
export function useActiveBalances(): void {
  const root = useRootStore()
  const { connections, networks, adapters } = root
  const namespace = connections.activeNamespace
  const address = connections.activeAddress
  const network = networks.active
  const canRead = namespace !== undefined && adapters.has(`${namespace}:balances`)
  const key = address && network ? `${network.caipNetworkId}:${address}` : undefined
  useEffect(() => {
    if (!key || !canRead) return
    void loadActiveBalances(root)
    // The key names the account and the network; the stores behind it are read fresh inside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, canRead])
}
