import type { Migration } from '../Migration.ts'

/**
 * Version 1: the projects (what `/projects/{id}/config` and `/origins` answer; `seed` is the config
 * file's entry last applied, so an edited file wins at start while changes made since are kept
 * otherwise) and the wallet registry of `/wallets` (in its order, `data` as served).
 */
export const projectsMigration: Migration = {
  version: 1,
  name: 'projects and wallet registry',
  sql: `CREATE TABLE projects (
  id text PRIMARY KEY,
  config jsonb NOT NULL,
  allowed_origins jsonb NOT NULL,
  seed jsonb,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE wallets (
  id text PRIMARY KEY,
  position integer NOT NULL UNIQUE,
  name text NOT NULL,
  data jsonb NOT NULL
)`,
}
