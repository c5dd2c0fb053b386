import type { Migration } from '../Migration.ts'

/** Version 8: the metadata a host keeps on a signed-in account (AppKit's `setSessionAccountMetadata`). */
export const siwxMetadataMigration: Migration = {
  version: 8,
  name: 'siwx account metadata',
  sql: `ALTER TABLE siwx_accounts ADD COLUMN metadata jsonb`,
}
