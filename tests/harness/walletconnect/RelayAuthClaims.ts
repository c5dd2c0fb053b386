import * as t from 'io-ts'

/** The claims of the ed25519 JWT a WalletConnect client passes as the relay's `auth` query parameter. */
export const RelayAuthClaims = t.type({
  /** `did:key:z6Mk...`: the client's public key, which signed the token. */
  iss: t.string,
  sub: t.string,
  /** The relay URL the client was given. */
  aud: t.string,
  /** Seconds since the epoch. */
  iat: t.number,
  /** Seconds since the epoch; an expired token is refused. */
  exp: t.number,
})
/** The claims of the ed25519 JWT a WalletConnect client passes as the relay's `auth` query parameter. */
export type RelayAuthClaims = t.TypeOf<typeof RelayAuthClaims>
