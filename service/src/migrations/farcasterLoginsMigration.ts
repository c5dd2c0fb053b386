import type { Migration } from '../Migration.ts'

/**
 * Version 7: the secure frame's Sign In With Farcaster logins under way: the relay channel (its
 * token's SHA-256, never the token), the nonce the message must carry and the app origin the login
 * is bound to; single use, expiring.
 */
export const farcasterLoginsMigration: Migration = {
  version: 7,
  name: 'secure frame farcaster logins',
  sql: `CREATE TABLE frame_farcaster_logins (
  channel_hash text PRIMARY KEY,
  app_origin text NOT NULL,
  nonce text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
)`,
}
