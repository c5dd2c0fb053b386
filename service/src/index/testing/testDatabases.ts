import { fileURLToPath } from 'node:url'
import { afterAll } from 'vitest'
import type { Database } from '../../Database.ts'
import type { DatabaseOptions } from '../../DatabaseOptions.ts'
import { migrate } from '../../migrate.ts'
import { openDatabase } from '../../openDatabase.ts'
import { postgresAvailable, startPostgres } from './startPostgres.ts'
import type { TestPostgres } from './startPostgres.ts'

/** A database backend the service's suites run on: PGlite always, PostgreSQL when `initdb` is installed. */
export interface TestBackend {
  name: 'pglite' | 'postgres'
  available: boolean
  /** Options of a new empty database (PGlite in memory, or a new database on the test's server). */
  options(): Promise<DatabaseOptions>
  /** Opens a new empty database, migrated. */
  open(): Promise<Database>
}

let server: Promise<TestPostgres> | undefined

/** The backends, the PostgreSQL server started on first use and stopped after the file's tests. */
export function testBackends(): TestBackend[] {
  afterAll(async () => {
    const started = server
    server = undefined
    if (started) await (await started).stop()
  })
  const withMigrations = (options: () => Promise<DatabaseOptions>) => async () => {
    const database = await openDatabase(await options())
    await migrate(database)
    return database
  }
  // From the empty cluster's dump the harness keeps (tests/harness/pgliteTemplateDir.ts), not initdb each time.
  const pgliteOptions = async (): Promise<DatabaseOptions> => ({ memory: true, templateDir: fileURLToPath(new URL('../../../../node_modules/.cache/portico-pglite', import.meta.url)) })
  const postgresOptions = async (): Promise<DatabaseOptions> => ({ url: await (await (server ??= startPostgres())).createDatabase() })
  return [
    { name: 'pglite', available: true, options: pgliteOptions, open: withMigrations(pgliteOptions) },
    { name: 'postgres', available: postgresAvailable, options: postgresOptions, open: withMigrations(postgresOptions) },
  ]
}
