import type { ChainNamespace, ConnectResult, Network } from '@portico/kernel/extend'
import type { UniversalProviderLike } from './UniversalProviderLike.ts'

/**
 * The connection a namespace has in the universal provider's session: its accounts (CAIP-10
 * `namespace:reference:address`, deduplicated) on the network asked for when the wallet approved
 * one there, else on the network of its first account; undefined when the session has none.
 * Session namespaces may be keyed by namespace (`eip155`) or by chain (`eip155:1`).
 */
export function sessionConnection(universal: UniversalProviderLike, namespace: ChainNamespace, network?: Network): ConnectResult | undefined {
  const entries = Object.entries(universal.session?.namespaces ?? {}).filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
  const caipAccounts = entries.flatMap(([, entry]) => entry.accounts).filter((account) => account.startsWith(`${namespace}:`))
  const chainOf = (account: string) => account.slice(0, account.lastIndexOf(':'))
  const first = caipAccounts[0]
  if (first === undefined) return undefined
  const caipNetworkId = network && caipAccounts.some((account) => chainOf(account) === network.caipNetworkId) ? network.caipNetworkId : chainOf(first)
  const addresses = [...new Set(caipAccounts.filter((account) => chainOf(account) === caipNetworkId).map((account) => account.slice(account.lastIndexOf(':') + 1)))]
  return { accounts: addresses.map((address) => ({ namespace, address, type: namespace === 'bip122' ? ('payment' as const) : ('eoa' as const) })), caipNetworkId }
}
