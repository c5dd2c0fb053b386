import type { TokenBalance } from '../model/TokenBalance.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { BalanceService } from './BalanceService.ts'
import type { BalancesStore } from './BalancesStore.ts'
import type { ConnectionsStore } from './ConnectionsStore.ts'
import type { NetworksStore } from './NetworksStore.ts'

/** What `loadActiveBalances` reads and fills: a plugin's context, or a root store through `rootBalancesSource` (its balances store is made on first use). */
export interface ActiveBalancesSource {
  connections: Pick<ConnectionsStore, 'activeNamespace' | 'activeAddress'>
  networks: Pick<NetworksStore, 'active'>
  adapters: { has(capability: string): boolean; chainAdapter(namespace: ChainNamespace): ChainAdapter | undefined }
  balances: Pick<BalancesStore, 'invalidate' | 'fetch'>
  /** The blockchain API's balances with prices, when a project service is configured. */
  balanceService?: BalanceService | undefined
}

/** Options of `loadActiveBalances`. */
export interface LoadActiveBalancesOptions {
  /** Forgets the cached balances first, as after a send. */
  fresh?: boolean
}

/**
 * Loads the active account's balances on the active network into the balances store (30 s cache,
 * 30 s retry block): from the wallet when it discovers assets itself (SPEC §7: its capabilities
 * first, then `wallet_getAssets`), else from the blockchain API with prices when a project service
 * serves the network and answers, else read by the chain adapter over RPC. Nothing when no account is active or
 * the adapter cannot read balances. Resolves what the store then shows.
 */
export async function loadActiveBalances(root: ActiveBalancesSource, options: LoadActiveBalancesOptions = {}): Promise<TokenBalance[]> {
  const { connections, networks, adapters, balances } = root
  const namespace = connections.activeNamespace
  const address = connections.activeAddress
  const network = networks.active
  if (!namespace || !address || !network || !adapters.has(`${namespace}:balances`)) return []
  const adapter = adapters.chainAdapter(namespace)
  if (!adapter?.getBalances) return []
  const key = `${network.caipNetworkId}:${address}`
  if (options.fresh) balances.invalidate(key)
  return balances.fetch(key, async () => {
    const fromWallet = await adapter.getWalletAssets?.(address, network)
    if (fromWallet) return fromWallet
    // A service that fails or hangs (its request times out) never keeps the balances away: the node is read instead.
    const fromService = await root.balanceService?.balances(address, network.caipNetworkId).catch(() => undefined)
    if (fromService) return fromService
    return (await adapter.getBalances?.(address, network)) ?? []
  })
}
