import type { Database } from './Database.ts'
import type { Migration } from './Migration.ts'
import { migrations as allMigrations } from './migrations.ts'

/**
 * Brings the schema up to date: applies, each in its own transaction and in order, the migrations
 * not yet recorded in `schema_migrations`; resolves with the versions applied now. Throws when
 * the database records a version this service does not know (a newer service wrote it).
 */
export async function migrate(database: Database, migrations: readonly Migration[] = allMigrations): Promise<number[]> {
  await database.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())')
  const rows = await database.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
  const applied = new Set(rows.map((row) => Number(row.version)))
  const known = new Set(migrations.map((migration) => migration.version))
  const unknown = [...applied].filter((version) => !known.has(version))
  if (unknown.length > 0) throw new Error(`The database has schema version ${unknown.join(', ')}, which this service does not know: run a newer @portico/service`)
  const done: number[] = []
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue
    await database.transaction(async (transaction) => {
      for (const statement of migration.sql.split(/;\s*(?:\n|$)/).map((part) => part.trim()).filter((part) => part !== '')) await transaction.query(statement)
      await transaction.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name])
    })
    done.push(migration.version)
  }
  return done
}
