import * as t from 'io-ts'

/** Argon2id's parameters, stored with a password envelope. */
const Argon2Parameters = t.type({ memoryKiB: t.number, iterations: t.number, parallelism: t.number })

/**
 * The recovery share encrypted in the browser (the wire contract; every byte field standard base64):
 * under an Argon2id password key, or under a key derived from a passkey's PRF output.
 */
export const RecoveryEnvelope = t.union(
  [
    t.type({ kind: t.literal('password'), salt: t.string, iv: t.string, ciphertext: t.string, argon2: Argon2Parameters }),
    t.type({ kind: t.literal('passkey'), credentialId: t.string, prfSalt: t.string, iv: t.string, ciphertext: t.string }),
  ],
  'RecoveryEnvelope',
)

/** The recovery share encrypted in the browser, under a password or a passkey. */
export type RecoveryEnvelope = t.TypeOf<typeof RecoveryEnvelope>
