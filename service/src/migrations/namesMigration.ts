import type { Migration } from '../Migration.ts'

/**
 * Version 3: the registered account names (`/names/...` and the EIP-3668 gateway): one label
 * under the configured parent each, owned by one address (lower case); an address's most recent
 * name is its primary name.
 */
export const namesMigration: Migration = {
  version: 3,
  name: 'account names',
  sql: `CREATE TABLE names (
  label text PRIMARY KEY,
  address text NOT NULL,
  registered_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX names_by_address ON names (address, registered_at DESC)`,
}
