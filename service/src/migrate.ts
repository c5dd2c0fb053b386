import type { Database } from './Database.ts'
import type { Migration } from './Migration.ts'
import { migrations as allMigrations } from './migrations.ts'
import { UnknownSchemaError } from './UnknownSchemaError.ts'

// The lock migrate holds, so that any number of processes may start on one database at once.
const migrationLock = 'portico:migrate'

/**
 * Brings the schema up to date: applies, each in its own transaction and in order, the migrations
 * not yet recorded in `schema_migrations`; resolves with the versions applied now. Runs under the
 * database lock `migrationLock`: of processes starting at once, one migrates and the others find
 * it done. Throws `UnknownSchemaError` when the database records a version this service does not
 * know (a newer service wrote it).
 */
export function migrate(database: Database, migrations: readonly Migration[] = allMigrations): Promise<number[]> {
  return database.withLock(migrationLock, () => migrateLocked(database, migrations))
}

async function migrateLocked(database: Database, migrations: readonly Migration[]): Promise<number[]> {
  await database.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())')
  const rows = await database.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')
  const applied = new Set(rows.map((row) => Number(row.version)))
  const known = new Set(migrations.map((migration) => migration.version))
  const unknown = [...applied].filter((version) => !known.has(version))
  if (unknown.length > 0) throw new UnknownSchemaError(unknown, Math.max(0, ...known))
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
