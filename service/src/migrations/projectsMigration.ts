import type { Migration } from '../Migration.ts'

/** Version 1: placeholder until the projects schema lands (owned by the service's HTTP part). */
export const projectsMigration: Migration = {
  version: 1,
  name: 'projects',
  sql: `CREATE TABLE projects (id text PRIMARY KEY, config jsonb NOT NULL, allowed_origins jsonb NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
}
