import * as t from 'io-ts'
import { ChainNamespace } from '@portico/kernel/extend'
import { SiwxMessageData } from './SiwxMessageData.ts'

const StoredSession = t.type({ id: t.string, data: t.unknown, message: t.string, signature: t.string, createdAt: t.string, expiresAt: t.string })

/** The project service's `/siwx/...` answers `ReownAuthentication` reads, decoded at the edge. */
export const SiwxServiceAnswers = {
  nonce: t.type({ nonce: t.string, expiresAt: t.string }, 'a nonce answer'),
  created: t.type({ token: t.string, session: StoredSession }, 'a session answer'),
  account: t.intersection(
    [
      t.type({
        aud: t.string,
        iss: t.string,
        exp: t.number,
        projectIdKey: t.string,
        sub: t.string,
        address: t.string,
        chainId: t.union([t.number, t.string]),
        chainNamespace: ChainNamespace,
        caip2Network: t.string,
        uri: t.string,
        domain: t.string,
        projectUuid: t.string,
        profileUuid: t.string,
        nonce: t.string,
        metadata: t.union([t.UnknownRecord, t.null]),
        sessionId: t.string,
        expiresAt: t.string,
      }),
      t.partial({ email: t.string, emailVerified: t.boolean }),
    ],
    'an account answer',
  ),
  metadata: t.type({ metadata: t.union([t.UnknownRecord, t.null]) }, 'a metadata answer'),
  email: t.type({ email: t.string }, 'an e-mail answer'),
  refusal: t.type({ error: t.string, code: t.string }, 'a refusal'),
  sessions: t.type({ sessions: t.array(StoredSession) }, 'a session list'),
  storedData: SiwxMessageData,
}
