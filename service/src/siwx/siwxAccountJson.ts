import type { SiwxSessionRow } from './SiwxSessionRow.ts'

/** The account row's stored values: the e-mail and the metadata a host set, or none. */
export interface SiwxAccountValues extends Record<string, unknown> {
  email: string | null
  /** When the e-mail was verified by a code; null: set unverified. */
  email_verified_at?: Date | string | null
  metadata: Record<string, unknown> | null
}

/** A string field of the stored message data, or '' when it has none. */
function dataField(data: unknown, name: string): string {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : ''
}

/**
 * The signed-in account as `GET /siwx/{projectId}/account` answers it: AppKit's session account
 * fields (`address`, `chainId` as the network's reference, a number on eip155, `chainNamespace`,
 * `caip2Network`, the message's `domain`, `uri` and `nonce`, `exp` in seconds, `sub` as a did:pkh,
 * the project as `projectIdKey` and `projectUuid`, the account as `profileUuid`, `email` when set
 * (with Portico's `emailVerified`: whether a mailed code verified it),
 * `iss` this service and `aud` the domain signed for), and the session's id, expiry and metadata.
 */
export function siwxAccountJson(session: SiwxSessionRow, account: SiwxAccountValues | undefined): Record<string, unknown> {
  const [chainNamespace = '', reference = ''] = session.chain_id.split(':')
  const expiresAt = new Date(session.expires_at)
  const domain = dataField(session.data, 'domain')
  return {
    aud: domain,
    iss: '@portico/service',
    exp: Math.floor(expiresAt.getTime() / 1000),
    projectIdKey: session.project_id,
    projectUuid: session.project_id,
    profileUuid: `${session.chain_id}:${session.account_key}`,
    sub: `did:pkh:${session.chain_id}:${session.address}`,
    address: session.address,
    chainId: chainNamespace === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference,
    chainNamespace,
    caip2Network: session.chain_id,
    uri: dataField(session.data, 'uri'),
    domain,
    nonce: dataField(session.data, 'nonce'),
    ...(account?.email ? { email: account.email, emailVerified: account.email_verified_at !== null && account.email_verified_at !== undefined } : {}),
    metadata: account?.metadata ?? null,
    sessionId: session.id,
    expiresAt: expiresAt.toISOString(),
  }
}
