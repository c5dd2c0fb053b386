import type { Migration } from '../Migration.ts'

/**
 * Version 10: an account's e-mail verified by a one-time code (`ReownAuthentication`'s
 * `requestEmailOtp` and `confirmEmailOtp`): the e-mail waiting for its code, and when the kept
 * e-mail was verified (none: set unverified by the host).
 */
export const siwxEmailOtpMigration: Migration = {
  version: 10,
  name: 'siwx account e-mails verified by a code',
  sql: `ALTER TABLE siwx_accounts ADD COLUMN pending_email text, ADD COLUMN email_verified_at timestamptz`,
}
