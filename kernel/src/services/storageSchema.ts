import * as t from 'io-ts'
import { AccountType } from '../model/AccountType.ts'
import { ChainNamespace } from '../model/ChainNamespace.ts'
import { TokenBalance } from '../model/TokenBalance.ts'
import { Wallet } from '../model/Wallet.ts'

/** A partial record from chain namespace to `codec`; unknown namespaces are dropped on decode. */
function byNamespace<C extends t.Mixed>(codec: C) {
  const props = {} as Record<ChainNamespace, C>
  for (const namespace of Object.keys(ChainNamespace.keys) as ChainNamespace[]) props[namespace] = codec
  return t.exact(t.partial(props))
}

/** A cache: entries by key, each with the time it was written (ms since epoch). */
function cache<P extends t.Props>(entry: P) {
  return t.record(t.string, t.type({ timestamp: t.number, ...entry }))
}

const nullableString = t.union([t.string, t.null])

/**
 * Every key the kernel keeps in local storage (SPEC §3) and the codec its value must pass; the
 * e-mail, social and smart-account keys belong to the embedded wallet, which declares them as
 * storage slots (`defineStorageSlot`).
 * A stored value that does not pass is ignored, never thrown. Cache lifetimes (portfolio and
 * native balance 30 s, ENS and identity 5 min) are enforced by the stores that read them.
 */
export const storageSchema = {
  /** Newest first; the wallets store keeps at most 2. */
  recentWallets: t.array(Wallet),
  deeplinkChoice: t.type({ href: t.string, name: t.string }),
  activeNamespace: ChainNamespace,
  activeCaipNetworkId: t.string,
  /** The connector id per namespace. */
  connectedConnectorIds: byNamespace(t.string),
  connectionStatus: t.keyof({ connected: null, disconnected: null }),
  connectedNamespaces: t.array(ChainNamespace),
  connections: byNamespace(t.array(t.type({ connectorId: t.string, accounts: t.array(t.type({ address: t.string, type: AccountType })) }))),
  portfolioCache: cache({ balances: t.array(TokenBalance) }),
  nativeBalanceCache: cache({ balance: t.string, symbol: t.string }),
  /** By network and name: the address it resolves to, null for none. */
  ensCache: cache({ address: nullableString }),
  /** By network and address: its name and avatar. */
  identityCache: cache({ identity: t.type({ name: nullableString, avatar: nullableString }) }),
} as const
