import type { IncomingMessage } from 'node:http'
import type { Answer } from '../api/Answer.ts'
import { decodeWith } from '../decodeWith.ts'
import { FrameError } from '../frame/FrameError.ts'
import { readJsonBody } from '../rpc/readJsonBody.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import { siwxCreateSessionAnswer } from './siwxCreateSessionAnswer.ts'
import { siwxEmailConfirmAnswer } from './siwxEmailConfirmAnswer.ts'
import { siwxEmailOtpAnswer } from './siwxEmailOtpAnswer.ts'
import { SiwxEmailBody } from './SiwxEmailBody.ts'
import { siwxAccountJson } from './siwxAccountJson.ts'
import type { SiwxAccountValues } from './siwxAccountJson.ts'
import { SiwxMetadataBody } from './SiwxMetadataBody.ts'
import { siwxNonceAnswer } from './siwxNonceAnswer.ts'
import { projectRefusal } from '../api/projectRefusal.ts'
import { siwxSessionJson } from './siwxSessionJson.ts'
import { siwxSessionOfRequest } from './siwxSessionOfRequest.ts'
import type { SiwxSessionRow } from './SiwxSessionRow.ts'

const notFound: Answer = { status: 404, body: { error: 'Not found' } }
const unauthorized: Answer = { status: 401, body: { error: 'No live session', code: 'UNAUTHORIZED' } }
const bodyLimitBytes = 64 * 1024

/** Sets one column of the signed-in account's row ($4), made on first use; an e-mail set so is unverified. */
function upsertAccount(column: 'email' | 'metadata'): string {
  const unverified = column === 'email' ? ', email_verified_at = NULL' : ''
  return `INSERT INTO siwx_accounts (project_id, chain_id, account_key, ${column}) VALUES ($1, $2, $3, $4)
       ON CONFLICT (project_id, chain_id, account_key) DO UPDATE SET ${column} = EXCLUDED.${column}${unverified}`
}

/** A route's refusal as its answer: a FrameError's code and status (with `retry-after` for a cooldown), else a 400 INVALID_REQUEST. */
function refusalAnswer(error: unknown): Answer {
  if (error instanceof FrameError) {
    const retry = error.extra.retryAfterSeconds
    return { status: error.status, body: { error: error.message, code: error.code, ...error.extra }, ...(retry === undefined ? {} : { headers: { 'retry-after': String(retry) } }) }
  }
  return { status: 400, body: { error: (error as Error).message, code: 'INVALID_REQUEST' } }
}

/**
 * The sign-in routes (`parts` after `siwx`), each for a project and an origin it allows:
 * POST `{projectId}/nonces` (`siwxNonceAnswer`), POST `{projectId}/sessions` (`siwxCreateSessionAnswer`),
 * and with `authorization: Bearer {token}`: GET `{projectId}/account` (`siwxAccountJson`), PUT
 * `{projectId}/account/email` (`{ email }`, kept unverified), POST `{projectId}/account/email/otp`
 * (`{ email, locale? }`: mails a code, `siwxEmailOtpAnswer`), POST `{projectId}/account/email/otp/confirm`
 * (`{ otp }`: keeps the e-mail verified, `siwxEmailConfirmAnswer`), PUT `{projectId}/account/metadata` (`{ metadata }`), GET `{projectId}/sessions` (the account's live
 * sessions on that network), DELETE `{projectId}/sessions/{id}` (revokes one of them; 204).
 */
export async function siwxRequest(context: ServiceContext, request: IncomingMessage, parts: readonly string[]): Promise<Answer> {
  const [projectId, resource, third] = parts
  if (projectId === undefined || (resource !== 'nonces' && resource !== 'sessions' && resource !== 'account')) return notFound
  const refusal = await projectRefusal(context.database, projectId, request.headers.origin)
  if (refusal) return refusal
  const { database } = context
  const method = request.method ?? 'GET'
  if (resource === 'nonces' && parts.length === 2 && method === 'POST') return siwxNonceAnswer(database, projectId)
  if (resource === 'sessions' && parts.length === 2 && method === 'POST') {
    const body = await readJsonBody(request, bodyLimitBytes)
    if (!body.ok) return { status: body.status, body: { error: body.error, code: 'INVALID_REQUEST' } }
    return siwxCreateSessionAnswer(context, projectId, body.value)
  }
  const session = await siwxSessionOfRequest(database, projectId, request.headers.authorization)
  if (!session) return unauthorized
  const accountKey = [projectId, session.chain_id, session.account_key]
  if (resource === 'account' && parts.length === 2 && method === 'GET') {
    const [account] = await database.query<SiwxAccountValues>('SELECT email, email_verified_at, metadata FROM siwx_accounts WHERE project_id = $1 AND chain_id = $2 AND account_key = $3', accountKey)
    return { status: 200, body: siwxAccountJson(session, account) }
  }
  if (resource === 'account' && third === 'email' && parts[3] === 'otp' && (parts.length === 4 || (parts.length === 5 && parts[4] === 'confirm')) && method === 'POST') {
    const body = await readJsonBody(request, bodyLimitBytes)
    if (!body.ok) return { status: body.status, body: { error: body.error, code: 'INVALID_REQUEST' } }
    try {
      return parts.length === 4 ? await siwxEmailOtpAnswer(context, session, body.value) : await siwxEmailConfirmAnswer(context, session, body.value)
    } catch (error) {
      return refusalAnswer(error)
    }
  }
  if (resource === 'account' && (third === 'email' || third === 'metadata') && parts.length === 3 && method === 'PUT') {
    const body = await readJsonBody(request, bodyLimitBytes)
    if (!body.ok) return { status: body.status, body: { error: body.error, code: 'INVALID_REQUEST' } }
    try {
      if (third === 'email') {
        const { email } = decodeWith(SiwxEmailBody, body.value, 'The e-mail')
        await database.query(upsertAccount('email'), [...accountKey, email])
        return { status: 200, body: { email } }
      }
      const { metadata } = decodeWith(SiwxMetadataBody, body.value, 'The metadata')
      await database.query(upsertAccount('metadata'), [...accountKey, metadata === null ? null : JSON.stringify(metadata)])
      return { status: 200, body: { metadata } }
    } catch (error) {
      return refusalAnswer(error)
    }
  }
  const ofAccount = 'project_id = $1 AND chain_id = $2 AND account_key = $3 AND revoked_at IS NULL AND expires_at > now()'
  if (resource === 'sessions' && parts.length === 2 && method === 'GET') {
    const rows = await database.query<SiwxSessionRow>(`SELECT * FROM siwx_sessions WHERE ${ofAccount} ORDER BY created_at, id`, [projectId, session.chain_id, session.account_key])
    return { status: 200, body: { sessions: rows.map(siwxSessionJson) } }
  }
  if (resource === 'sessions' && parts.length === 3 && third !== undefined && method === 'DELETE') {
    const revoked = await database.query(`UPDATE siwx_sessions SET revoked_at = now() WHERE ${ofAccount} AND id::text = $4 RETURNING id`, [projectId, session.chain_id, session.account_key, third])
    return revoked.length === 0 ? notFound : { status: 204, body: undefined }
  }
  return { status: 405, body: { error: 'Method not allowed' }, headers: { allow: 'GET, POST, PUT, DELETE, OPTIONS' } }
}
