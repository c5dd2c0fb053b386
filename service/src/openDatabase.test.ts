import { describe, expect, it } from 'vitest'
import { migrate } from './migrate.ts'
import { postgresAvailable, startPostgres } from './index/testing/startPostgres.ts'
import { openDatabase } from './openDatabase.ts'

describe('openDatabase on PGlite in memory, and migrate', () => {
  it('applies every migration once, keeps a transaction that throws out, and closes', { timeout: 60_000 }, async () => {
    const database = await openDatabase({ memory: true })
    try {
      const first = await migrate(database)
      expect(first.length).toBeGreaterThan(0)
      expect(await migrate(database)).toEqual([])
      await database.exec('CREATE TABLE notes (id integer PRIMARY KEY, text text NOT NULL)')
      await expect(
        database.transaction(async (transaction) => {
          await transaction.query('INSERT INTO notes (id, text) VALUES ($1, $2)', [1, 'kept out'])
          throw new Error('stop')
        }),
      ).rejects.toThrow('stop')
      await database.transaction((transaction) => transaction.query('INSERT INTO notes (id, text) VALUES ($1, $2)', [2, 'kept']))
      expect(await database.query('SELECT id, text FROM notes ORDER BY id')).toEqual([{ id: 2, text: 'kept' }])
    } finally {
      await database.close()
    }
  })

  it('refuses a database with a schema version it does not know', { timeout: 60_000 }, async () => {
    const database = await openDatabase({ memory: true })
    try {
      await migrate(database)
      await database.query("INSERT INTO schema_migrations (version, name) VALUES (999, 'from a newer service')")
      await expect(migrate(database)).rejects.toThrow('schema version 999')
    } finally {
      await database.close()
    }
  })
})

describe.runIf(postgresAvailable)('openDatabase on PostgreSQL', () => {
  it('outlives a connection the server ends while idle, and answers on a new one', { timeout: 120_000 }, async () => {
    const server = await startPostgres()
    const url = await server.createDatabase()
    const database = await openDatabase({ url })
    // Without the pool's error listener the idle connection's FATAL 57P01 is thrown where nothing
    // catches it: the process would end, and Vitest fails the run with it as an unhandled error.
    try {
      const pid = (await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]?.pid
      expect(pid).toBeGreaterThan(0)
      const terminated = await openDatabase({ url })
      await terminated.query('SELECT pg_terminate_backend($1)', [pid])
      await terminated.close()
      // The idle connection hears of it (the server says so before it closes it); the pool drops it.
      await expect.poll(() => database.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_stat_activity WHERE pid = $1", [pid]).then((rows) => rows[0]?.count)).toBe(0)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect((await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]?.pid).not.toBe(pid)
    } finally {
      await database.close()
      await server.stop()
    }
  })
})
