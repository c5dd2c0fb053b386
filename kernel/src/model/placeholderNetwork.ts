import type { CaipNetworkId } from './CaipNetworkId.ts'
import type { Network } from './Network.ts'
import { parseCaipNetworkId } from './parseCaipNetworkId.ts'

/**
 * The stand-in for a network that is not configured (SPEC §3): its ids and namespace, an empty
 * currency and no RPC urls. Its name is its CAIP id; views show it as unknown.
 */
export function placeholderNetwork(caipNetworkId: CaipNetworkId): Network {
  const parsed = parseCaipNetworkId(caipNetworkId)
  const reference = parsed?.reference ?? caipNetworkId
  return {
    id: /^\d+$/.test(reference) ? Number(reference) : reference,
    caipNetworkId,
    chainNamespace: parsed?.namespace ?? 'eip155',
    name: caipNetworkId,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: {},
  }
}
