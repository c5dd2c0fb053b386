import type { Migration } from '../Migration.ts'

/**
 * Version 9: the on-ramp orders this service opened a checkout for (the chain, asset and address
 * the purchase must arrive at, and the chain's height when it was opened), and the on-chain
 * verdict once there is one, so that any process checks a provider's report the same way.
 */
export const onRampOrdersMigration: Migration = {
  version: 9,
  name: 'on-ramp orders',
  sql: `CREATE TABLE on_ramp_orders (
  provider_id text NOT NULL,
  order_id text NOT NULL,
  chain_id text NOT NULL,
  asset text NOT NULL,
  address text NOT NULL,
  opened_block bigint,
  verdict jsonb,
  opened_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, order_id)
)`,
}
