import type { Migration } from '../Migration.ts'

/**
 * Version 4: the secure frame's backend. Users (an e-mail, or a provider's subject), the devices
 * each verified, one-time codes (an HMAC of the code, never the code), device approvals and
 * sessions (SHA-256 of their tokens, never a token; a session is a family of token pairs, each
 * refresh rotating to a new pair), e-mail updates in progress, wallets (the auth share AES-GCM
 * encrypted under a key-encryption key named by its id; the recovery envelope as the browser
 * made it), the e-mail starts by e-mail address and by client address, for the rate limits, and
 * the social logins under way (their state's hash, nonce, PKCE verifier and app origin; single use).
 */
export const frameMigration: Migration = {
  version: 4,
  name: 'secure frame',
  sql: `CREATE TABLE frame_users (
  id text PRIMARY KEY,
  auth_provider text NOT NULL,
  email text UNIQUE,
  subject text,
  user_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (auth_provider, subject)
);
CREATE TABLE frame_devices (
  user_id text NOT NULL REFERENCES frame_users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_id)
);
CREATE TABLE frame_codes (
  purpose text PRIMARY KEY,
  code_hmac text NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE TABLE frame_device_approvals (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES frame_users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  approved_at timestamptz,
  code_sent boolean NOT NULL DEFAULT false
);
CREATE INDEX frame_device_approvals_by_device ON frame_device_approvals (user_id, device_id);
CREATE TABLE frame_sessions (
  access_hash text PRIMARY KEY,
  refresh_hash text NOT NULL UNIQUE,
  family_id text NOT NULL,
  user_id text NOT NULL REFERENCES frame_users (id) ON DELETE CASCADE,
  access_expires_at timestamptz NOT NULL,
  refresh_expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX frame_sessions_by_family ON frame_sessions (family_id);
CREATE TABLE frame_email_updates (
  family_id text PRIMARY KEY,
  new_email text NOT NULL,
  primary_verified boolean NOT NULL DEFAULT false
);
CREATE TABLE frame_wallets (
  user_id text PRIMARY KEY REFERENCES frame_users (id) ON DELETE CASCADE,
  eip155_address text NOT NULL,
  solana_address text NOT NULL,
  auth_share_ciphertext text NOT NULL,
  auth_share_iv text NOT NULL,
  kek_id text NOT NULL,
  recovery jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE frame_rate_events (
  kind text NOT NULL,
  subject text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX frame_rate_events_by_subject ON frame_rate_events (kind, subject, at DESC);
CREATE TABLE frame_social_logins (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  app_origin text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
)`,
}
