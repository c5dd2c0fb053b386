import type { Answer } from '../api/Answer.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import { decodeWith } from '../decodeWith.ts'
import { hashToken } from '../hashToken.ts'
import { randomToken } from '../randomToken.ts'
import { siwxAccountKey } from './siwxAccountKey.ts'
import { SiwxSessionBody } from './SiwxSessionBody.ts'
import { siwxSessionJson } from './siwxSessionJson.ts'
import type { SiwxSessionRow } from './SiwxSessionRow.ts'
import { siwxSignatureValid } from './siwxSignatureValid.ts'

/** The longest a session lives, when its message sets no earlier expiration time. */
export const siwxSessionLifetimeDays = 7

function refused(error: string, code: string): Answer {
  return { status: 400, body: { error, code } }
}

/**
 * `POST /siwx/{projectId}/sessions`: takes the nonce the message names (single use: taken even
 * when the signature then fails; refused when unknown, used or expired), verifies the signature
 * and keeps the session with a new opaque token, stored hashed. Answers `{ token, session }`.
 */
export async function siwxCreateSessionAnswer(context: ServiceContext, projectId: string, input: unknown): Promise<Answer> {
  let body: SiwxSessionBody
  try {
    body = decodeWith(SiwxSessionBody, input, 'The session')
  } catch (error) {
    return refused((error as Error).message, 'INVALID_REQUEST')
  }
  const { data, message, signature } = body
  const lines = message.split('\n')
  if (!lines.includes(`Nonce: ${data.nonce}`) || !message.includes(data.accountAddress)) return refused('The message does not name its nonce and account', 'INVALID_MESSAGE')
  const expiration = data.expirationTime === undefined ? undefined : new Date(data.expirationTime)
  if (expiration !== undefined && (Number.isNaN(expiration.getTime()) || !lines.includes(`Expiration Time: ${data.expirationTime}`))) {
    return refused('The expiration time is not the message\'s', 'INVALID_MESSAGE')
  }
  const taken = await context.database.query('DELETE FROM siwx_nonces WHERE project_id = $1 AND nonce = $2 AND expires_at > now() RETURNING nonce', [projectId, data.nonce])
  if (taken.length === 0) return refused('The nonce is unknown, used or expired', 'INVALID_NONCE')
  if (!(await siwxSignatureValid(context.chains, data.chainId, data.accountAddress, message, signature))) return refused('The signature is not valid', 'INVALID_SIGNATURE')
  const latest = Date.now() + siwxSessionLifetimeDays * 24 * 60 * 60 * 1000
  const expiresAt = new Date(expiration === undefined ? latest : Math.min(latest, expiration.getTime()))
  if (expiresAt.getTime() <= Date.now()) return refused('The message has expired', 'INVALID_MESSAGE')
  const token = randomToken()
  const [row] = await context.database.query<SiwxSessionRow>(
    `INSERT INTO siwx_sessions (project_id, token_hash, chain_id, address, account_key, data, message, signature, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
    [projectId, hashToken(token), data.chainId, data.accountAddress, siwxAccountKey(data.chainId, data.accountAddress), JSON.stringify(data), message, signature, expiresAt.toISOString()],
  )
  if (!row) throw new Error('The session was not stored')
  return { status: 200, body: { token, session: siwxSessionJson(row) } }
}
