import type { NamespaceConnection } from '../store/ConnectionsStore.ts'
import type { RootStore } from '../RootStore.ts'
import type { EmbeddedWalletInfo } from './EmbeddedWalletInfo.ts'

/**
 * The embedded wallet's details of a connection (SPEC §3), when it goes through an AUTH connector
 * (the e-mail and social login): the user's e-mail and social user name as its connector adapter
 * tells them, the provider (`email` unless a social provider signed in), the account's type and
 * whether its smart account is deployed, as the connector last read them from chain.
 */
export function embeddedWalletInfoOf(store: Pick<RootStore, 'adapters'>, connection: NamespaceConnection): EmbeddedWalletInfo | undefined {
  const connector = store.adapters.connectors.find((candidate) => candidate.id === connection.connectorId)
  if (connector?.type !== 'AUTH') return undefined
  // Read so that a derivation follows what the connector says later (a switch, a deployment).
  void store.adapters.userRevision
  const { email, username, authProvider, accountType, isSmartAccountDeployed } = store.adapters.connectorAdapter(connector.id)?.user?.(connector.id) ?? {}
  return {
    user: email === undefined && username === undefined ? undefined : { ...(username === undefined ? {} : { username }), ...(email === undefined ? {} : { email }) },
    authProvider: authProvider ?? 'email',
    accountType: accountType ?? connection.accounts[0]?.type,
    isSmartAccountDeployed: isSmartAccountDeployed ?? false,
  }
}
