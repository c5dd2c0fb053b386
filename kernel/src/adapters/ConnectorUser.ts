/**
 * Who is logged in through a connector that logs users in itself (the embedded wallet's e-mail
 * or social login), for SPEC §3's embedded wallet info.
 */
export interface ConnectorUser {
  email?: string
  username?: string
  /** The social provider that logged the user in; absent for an e-mail login. */
  authProvider?: string
}
