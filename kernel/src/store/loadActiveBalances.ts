import type { TokenBalance } from '../model/TokenBalance.ts'
import type { RootStore } from './RootStore.ts'

/** Options of `loadActiveBalances`. */
export interface LoadActiveBalancesOptions {
  /** Forgets the cached balances first, as after a send. */
  fresh?: boolean
}

/**
 * Loads the active account's balances on the active network through its chain adapter, into
 * the balances store (30 s cache, 30 s retry block); nothing when no account is active or the
 * adapter cannot read balances. Resolves what the store then shows.
 */
export async function loadActiveBalances(root: Pick<RootStore, 'connections' | 'networks' | 'adapters' | 'balances'>, options: LoadActiveBalancesOptions = {}): Promise<TokenBalance[]> {
  const { connections, networks, adapters, balances } = root
  const namespace = connections.activeNamespace
  const address = connections.activeAddress
  const network = networks.active
  if (!namespace || !address || !network || !adapters.has(`${namespace}:balances`)) return []
  const adapter = adapters.chainAdapter(namespace)
  if (!adapter?.getBalances) return []
  const key = `${network.caipNetworkId}:${address}`
  if (options.fresh) balances.invalidate(key)
  return balances.fetch(key, async () => (await adapter.getBalances?.(address, network)) ?? [])
}
