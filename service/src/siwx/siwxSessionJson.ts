import type { SiwxSessionRow } from './SiwxSessionRow.ts'

/** A stored session as the routes answer it: `{ id, data, message, signature, createdAt, expiresAt }`. */
export function siwxSessionJson(row: SiwxSessionRow): Record<string, unknown> {
  return {
    id: row.id,
    data: row.data,
    message: row.message,
    signature: row.signature,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  }
}
