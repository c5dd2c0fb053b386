import * as t from 'io-ts'

/** What Portico reads of a session WalletConnect keeps in storage: its topic and its expiry (seconds). */
const StoredSession = t.type({ topic: t.string, expiry: t.number }, 'a session { topic, expiry }')

/** The sessions WalletConnect's sign client keeps in storage, as another tab of the origin may have written them. */
export const StoredSessions = t.array(StoredSession, 'StoredSessions')
/** The sessions WalletConnect keeps in storage. */
export type StoredSessions = t.TypeOf<typeof StoredSessions>
