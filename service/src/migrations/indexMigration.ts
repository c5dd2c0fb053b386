import type { Migration } from '../Migration.ts'

/** Version 2: placeholder until the indexer's schema lands (blocks, transactions, transfers, NFT owners). */
export const indexMigration: Migration = {
  version: 2,
  name: 'chain index',
  sql: `CREATE TABLE indexed_blocks (chain_id bigint NOT NULL, number bigint NOT NULL, hash text NOT NULL, PRIMARY KEY (chain_id, number))`,
}
