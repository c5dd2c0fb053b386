import * as t from 'io-ts'

/** What `POST /siwx/{projectId}/sessions` takes: the signed message, its signature, and the fields it was made from. */
export const SiwxSessionBody = t.type(
  {
    data: t.intersection([
      t.type({ accountAddress: t.string, chainId: t.string, nonce: t.string }),
      t.partial({ expirationTime: t.string }),
    ]),
    message: t.string,
    signature: t.string,
  },
  'a session { data: { accountAddress, chainId, nonce, expirationTime? }, message, signature }',
)
/** A session as a client sends it to be verified and kept. */
export type SiwxSessionBody = t.TypeOf<typeof SiwxSessionBody>
