import { decode } from '@portico/kernel/extend'
import { SessionStore } from '@walletconnect/sign-client'
import { SessionsUnreadableError } from './errors.ts'
import { StoredSessions } from './StoredSessions.ts'
import type { UniversalProviderInstance } from './UniversalProviderInstance.ts'

/**
 * The sessions as WalletConnect's storage holds them now, which another tab of the origin may
 * have written since this provider started (its own list is what it read then). Throws when
 * they do not decode.
 */
export async function readStoredSessions(universal: UniversalProviderInstance): Promise<StoredSessions> {
  const { core, session: store } = universal.client
  // The store's key (prefix, version, storage prefix, name) is public on the class, not on its interface.
  if (!(store instanceof SessionStore)) throw new SessionsUnreadableError("WalletConnect's session store is not its own class")
  const stored = decode(StoredSessions, (await core.storage.getItem(store.storageKey)) ?? [])
  if (!stored.ok) throw new SessionsUnreadableError(`WalletConnect's stored sessions do not decode: ${stored.error}`)
  return stored.value
}
