import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../Database.ts'
import { migrate } from '../migrate.ts'
import { openDatabase } from '../openDatabase.ts'
import { indexedHeadsOf } from './indexedHeadsOf.ts'
import { postgresAvailable, startPostgres } from './testing/startPostgres.ts'
import type { TestPostgres } from './testing/startPostgres.ts'
import { countedDatabase } from '../testing/countedDatabase.ts'
import { untilAnswered } from '../testing/untilAnswered.ts'

const first = `0x${'1'.repeat(64)}`
const second = `0x${'2'.repeat(64)}`

/** Sets chain 1's head as the indexer's batch does (the same statement shape). */
const moveHead = (database: Database, number: number, hash: string) => database.query('UPDATE index_heads SET number = $2, hash = $3 WHERE chain_id = $1', [1, number, hash])

describe('indexedHeadsOf on PGlite', () => {
  it('reads a head once, answers again without a query, reads again once it moved, and not when only the start block was set', { timeout: 60_000 }, async () => {
    const database = await openDatabase({ memory: true })
    try {
      await migrate(database)
      await database.query("INSERT INTO index_heads (chain_id, start_block) VALUES (1, 0)")
      const { database: watched, queries } = countedDatabase(database)
      const heads = await indexedHeadsOf(watched)
      // The head inserted before the subscription: none yet.
      expect(await heads.headOf(1)).toBeNull()
      await moveHead(database, 5, first)
      await untilAnswered(() => heads.headOf(1), first)
      const read = queries()
      expect(await heads.headOf(1)).toBe(first)
      expect(await heads.headOf(1)).toBe(first)
      expect(queries()).toBe(read)
      // The indexer's round sets the start block again: the head did not move, nothing is read.
      await database.query('UPDATE index_heads SET start_block = 0 WHERE chain_id = 1')
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(await heads.headOf(1)).toBe(first)
      expect(queries()).toBe(read)
      // Positive control: moved, it is read again.
      await moveHead(database, 6, second)
      await untilAnswered(() => heads.headOf(1), second)
      expect(queries()).toBeGreaterThan(read)
      await heads.close()
    } finally {
      await database.close()
    }
  })
})

describe.runIf(postgresAvailable)('indexedHeadsOf on PostgreSQL', () => {
  let postgres: TestPostgres
  beforeAll(async () => {
    postgres = await startPostgres()
  }, 120_000)
  afterAll(async () => {
    await postgres?.stop()
  }, 60_000)

  it('a head moved through another connection (another process, its writer) is seen, a rollback too; while nothing listens each question reads', { timeout: 60_000 }, async () => {
    const url = await postgres.createDatabase()
    const here = await openDatabase({ url })
    const elsewhere = await openDatabase({ url })
    try {
      await migrate(elsewhere)
      await elsewhere.query('INSERT INTO index_heads (chain_id, start_block) VALUES (1, 0)')
      await moveHead(elsewhere, 5, first)
      const { database, queries } = countedDatabase(here)
      const heads = await indexedHeadsOf(database)
      expect(await heads.headOf(1)).toBe(first)
      const read = queries()
      expect(await heads.headOf(1)).toBe(first)
      expect(queries()).toBe(read)
      await moveHead(elsewhere, 6, second)
      await untilAnswered(() => heads.headOf(1), second)
      // A rollback to nothing (a reset).
      await elsewhere.query('UPDATE index_heads SET number = NULL, hash = NULL WHERE chain_id = 1')
      await untilAnswered(() => heads.headOf(1), null)
      // The listening connection ended: a head moved meanwhile is still seen.
      const [ended] = await elsewhere.query<{ ended: boolean }>("SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND datname = current_database()")
      expect(ended?.ended).toBe(true)
      await moveHead(elsewhere, 7, first)
      await untilAnswered(() => heads.headOf(1), first)
      await heads.close()
    } finally {
      await Promise.all([here.close(), elsewhere.close()])
    }
  })
})
