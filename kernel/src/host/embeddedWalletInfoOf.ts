import type { NamespaceConnection } from '../store/ConnectionsStore.ts'
import type { RootStore } from '../store/RootStore.ts'
import type { EmbeddedWalletInfo } from './EmbeddedWalletInfo.ts'

/**
 * The embedded wallet's details of a connection (SPEC §3), when it goes through an AUTH connector
 * (the e-mail and social login): the user's e-mail and social user name as its connector adapter
 * tells them, the provider (`email` unless a social provider signed in) and the account's type.
 */
export function embeddedWalletInfoOf(store: Pick<RootStore, 'adapters'>, connection: NamespaceConnection): EmbeddedWalletInfo | undefined {
  const connector = store.adapters.connectors.find((candidate) => candidate.id === connection.connectorId)
  if (connector?.type !== 'AUTH') return undefined
  const { email, username, authProvider } = store.adapters.connectorAdapter(connector.id)?.user?.(connector.id) ?? {}
  const accountType = connection.accounts[0]?.type
  return {
    user: email === undefined && username === undefined ? undefined : { ...(username === undefined ? {} : { username }), ...(email === undefined ? {} : { email }) },
    authProvider: authProvider ?? 'email',
    accountType,
    isSmartAccountDeployed: accountType === 'smartAccount',
  }
}
