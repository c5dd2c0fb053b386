import type { SiwxSessionRow } from './SiwxSessionRow.ts'

/** The purpose a signed-in account's e-mail code is kept under among the one-time codes (one at a time per account). */
export function siwxEmailCodePurpose(session: SiwxSessionRow): string {
  return `siwx-email:${session.project_id}:${session.chain_id}:${session.account_key}`
}
