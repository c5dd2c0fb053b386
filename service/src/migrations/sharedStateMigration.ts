import type { Migration } from '../Migration.ts'

/**
 * Version 5: what a client may ask any process about, so that no process keeps it in memory. The
 * pay-with-exchange sessions this service opened (the payment asked, and the on-chain verdict
 * once there is one) and the user operations the bundler sent (by chain and hash, with the bundle
 * transaction).
 */
export const sharedStateMigration: Migration = {
  version: 5,
  name: 'pay sessions and bundled user operations',
  sql: `CREATE TABLE pay_sessions (
  exchange_id text NOT NULL,
  session_id text NOT NULL,
  network text NOT NULL,
  asset text NOT NULL,
  amount text NOT NULL,
  recipient text NOT NULL,
  verdict jsonb,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (exchange_id, session_id)
);
CREATE TABLE bundler_operations (
  chain_id bigint NOT NULL,
  hash text NOT NULL,
  user_operation jsonb NOT NULL,
  transaction_hash text NOT NULL,
  bundled_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, hash)
)`,
}
