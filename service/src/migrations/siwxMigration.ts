import type { Migration } from '../Migration.ts'

/**
 * Version 6: sign-in with a wallet kept by the service (`/siwx/...`): the nonces handed out
 * (single use, expiring), the sessions (their tokens as SHA-256 only; expiry; revocation), and the
 * e-mail a host set on an account.
 */
export const siwxMigration: Migration = {
  version: 6,
  name: 'siwx nonces, sessions and account e-mails',
  sql: `CREATE TABLE siwx_nonces (
  project_id text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (project_id, nonce)
);
CREATE TABLE siwx_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  chain_id text NOT NULL,
  address text NOT NULL,
  account_key text NOT NULL,
  data jsonb NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX siwx_sessions_account ON siwx_sessions (project_id, chain_id, account_key);
CREATE TABLE siwx_accounts (
  project_id text NOT NULL,
  chain_id text NOT NULL,
  account_key text NOT NULL,
  email text,
  PRIMARY KEY (project_id, chain_id, account_key)
)`,
}
