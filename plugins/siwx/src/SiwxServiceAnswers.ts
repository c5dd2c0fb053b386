import * as t from 'io-ts'
import { SiwxMessageData } from './SiwxMessageData.ts'

const StoredSession = t.type({ id: t.string, data: t.unknown, message: t.string, signature: t.string, createdAt: t.string, expiresAt: t.string })

/** The project service's `/siwx/...` answers `ReownAuthentication` reads, decoded at the edge. */
export const SiwxServiceAnswers = {
  nonce: t.type({ nonce: t.string, expiresAt: t.string }, 'a nonce answer'),
  created: t.type({ token: t.string, session: StoredSession }, 'a session answer'),
  account: t.type({ address: t.string, chainId: t.string, email: t.union([t.string, t.null]), sessionId: t.string, expiresAt: t.string }, 'an account answer'),
  sessions: t.type({ sessions: t.array(StoredSession) }, 'a session list'),
  storedData: SiwxMessageData,
}
