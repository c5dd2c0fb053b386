import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import { decode } from '@portico/kernel/extend'
import { RelayAuthClaims } from './RelayAuthClaims.ts'

/** The outcome of checking a relay `auth` token: the client id it proves, or why it was refused. */
export type RelayAuthResult = { ok: true; clientId: string; claims: RelayAuthClaims } | { ok: false; reason: string }

/**
 * Checks the `auth` query parameter of a relay connection as the real relay does: an EdDSA JWT
 * signed by the key its `iss` names (`verifyJWT` of `@walletconnect/relay-auth`), not expired.
 * The audience is not compared: a client may name the relay by another loopback host.
 */
export async function verifyRelayAuth(token: string | null, now = Date.now()): Promise<RelayAuthResult> {
  if (token === null || token === '') return { ok: false, reason: 'missing auth token' }
  try {
    const claims = decode(RelayAuthClaims, decodeJWT(token).payload)
    if (!claims.ok) return { ok: false, reason: `invalid auth claims: ${claims.error}` }
    if (!(await verifyJWT(token))) return { ok: false, reason: 'auth token signature does not verify' }
    if (claims.value.exp * 1000 <= now) return { ok: false, reason: 'auth token expired' }
    return { ok: true, clientId: claims.value.iss, claims: claims.value }
  } catch (error) {
    return { ok: false, reason: `malformed auth token: ${error instanceof Error ? error.message : String(error)}` }
  }
}
