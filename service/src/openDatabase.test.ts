import { describe, expect, it } from 'vitest'
import { migrate } from './migrate.ts'
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
