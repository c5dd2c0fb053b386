import { TimedCache } from '../cache/TimedCache.ts'
import type { CachePayload } from '../cache/TimedCache.ts'
import type { Network } from '../model/Network.ts'
import type { TokenBalance } from '../model/TokenBalance.ts'
import type { Storage } from '../services/Storage.ts'

/**
 * The native balance of an account on a network in `nativeBalanceCache` (key
 * `caipNetworkId:address`, SPEC §3): `balances` given, the native one among them is stored; then
 * the entry while fresh (SPEC §9: 30 s). The account button shows it while the balances are read
 * again (after a send) or when reading them fails.
 */
export function cachedNativeBalance(storage: Storage, key: string, network: Network, balances?: readonly TokenBalance[]): CachePayload<'nativeBalanceCache'> | undefined {
  const cache = new TimedCache(storage, 'nativeBalanceCache')
  const native = balances?.find((balance) => balance.address === undefined && (balance.chainId === network.caipNetworkId || balance.chainId === String(network.id)))
  if (native) cache.set(key, { balance: native.quantity.numeric, symbol: native.symbol })
  return cache.get(key)
}
