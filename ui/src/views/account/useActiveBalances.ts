import { useEffect } from 'react'
import { balancesOf, cachedNativeBalance, loadActiveBalances, rootBalancesSource } from '@portico/kernel/internal'
import { useModalContext } from '../useModalContext.ts'

/**
 * Loads the active account's balances on the active network through its chain adapter (when
 * the adapter can read balances), again whenever the account or the network changes; every view
 * that shows balances (Account, and plugins' such as Send's) calls it while shown. The
 * balances store caches them for 30 s and blocks retries for 30 s after a failure (SPEC §4, §9);
 * after a failure they are asked again once the block ends, so they recover when the node returns.
 * The native balance read goes to `nativeBalanceCache` (30 s), which NativeBalance shows while loading.
 */
export function useActiveBalances(): void {
  const root = useModalContext()
  const { connections, networks, adapters } = root
  const namespace = connections.activeNamespace
  const address = connections.activeAddress
  const network = networks.active
  const canRead = namespace !== undefined && adapters.has(`${namespace}:balances`)
  const key = address && network ? `${network.caipNetworkId}:${address}` : undefined
  const balances = balancesOf(root)
  const retryAt = balances.key === key ? balances.retryAt : undefined
  useEffect(() => {
    if (!key || !canRead || retryAt === undefined) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const retry = (): void => {
      // A timer runs on another clock than Date.now(), and may fire before the block ends by it: the
      // store would refuse the read and keep the same retryAt, and the list would wait for ever.
      const wait = retryAt - Date.now()
      if (wait > 0) timer = setTimeout(retry, wait)
      else void loadActiveBalances(rootBalancesSource(root))
    }
    retry()
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, canRead, retryAt])
  useEffect(() => {
    if (!key || !canRead || !network) return
    // The native balance read is kept 30 s (SPEC §3, §9): shown while the balances are read again.
    void loadActiveBalances(rootBalancesSource(root)).then((read) => cachedNativeBalance(root.storage, key, network, read))
    // The key names the account and the network; the stores behind it are read fresh inside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, canRead])
}
