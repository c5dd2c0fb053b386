import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../Database.ts'
import { postgresAvailable, startPostgres } from '../index/testing/startPostgres.ts'
import type { TestPostgres } from '../index/testing/startPostgres.ts'
import { migrate } from '../migrate.ts'
import { openDatabase } from '../openDatabase.ts'
import { projectOriginsOf } from './projectOriginsOf.ts'
import { countedDatabase } from '../testing/countedDatabase.ts'
import { untilAnswered } from '../testing/untilAnswered.ts'

const setOrigins = (database: Database, origins: string[]) => database.query("UPDATE projects SET allowed_origins = $1::jsonb WHERE id = 'demo'", [JSON.stringify(origins)])

async function seeded(database: Database): Promise<void> {
  await migrate(database)
  await database.query("INSERT INTO projects (id, config, allowed_origins) VALUES ('demo', '{\"features\":[]}'::jsonb, '[\"https://one.example\"]'::jsonb)")
}

describe('projectOriginsOf on PGlite', () => {
  it('reads the origins once, answers again without a query, and reads again after a change', { timeout: 60_000 }, async () => {
    const database = await openDatabase({ memory: true })
    try {
      await seeded(database)
      const { database: watched, queries } = countedDatabase(database)
      const origins = await projectOriginsOf(watched)
      expect(await origins.allowedBySome('https://one.example')).toBe(true)
      expect(queries()).toBe(1)
      expect(await origins.allowedBySome('https://one.example')).toBe(true)
      expect(await origins.allowedBySome('https://two.example')).toBe(false)
      expect(await origins.patternsOf('demo')).toEqual(['https://one.example'])
      expect(await origins.patternsOf('other')).toBeUndefined()
      expect(queries()).toBe(1)
      await setOrigins(database, ['https://two.example'])
      await untilAnswered(() => origins.allowedBySome('https://two.example'), true)
      expect(await origins.allowedBySome('https://one.example')).toBe(false)
      expect(queries()).toBe(2)
      await origins.close()
    } finally {
      await database.close()
    }
  })
})

describe.runIf(postgresAvailable)('projectOriginsOf on PostgreSQL', () => {
  let postgres: TestPostgres
  beforeAll(async () => {
    postgres = await startPostgres()
  }, 120_000)
  afterAll(async () => {
    await postgres?.stop()
  }, 60_000)

  it('a change made through another connection (another process) takes effect, and a repeated question runs no query', { timeout: 60_000 }, async () => {
    const url = await postgres.createDatabase()
    const here = await openDatabase({ url })
    const elsewhere = await openDatabase({ url })
    try {
      await seeded(elsewhere)
      const { database, queries } = countedDatabase(here)
      const origins = await projectOriginsOf(database)
      expect(await origins.allowedBySome('https://one.example')).toBe(true)
      expect(await origins.allowedBySome('https://one.example')).toBe(true)
      expect(queries()).toBe(1)
      await setOrigins(elsewhere, ['https://two.example'])
      await untilAnswered(() => origins.allowedBySome('https://two.example'), true)
      expect(await origins.allowedBySome('https://one.example')).toBe(false)
      await elsewhere.query("INSERT INTO projects (id, config, allowed_origins) VALUES ('late', '{\"features\":[]}'::jsonb, '[]'::jsonb)")
      await untilAnswered(async () => (await origins.patternsOf('late')) !== undefined, true)
      await origins.close()
    } finally {
      await Promise.all([here.close(), elsewhere.close()])
    }
  })

  it('while its listening connection is lost it reads at each question, and keeps again once it listens anew', { timeout: 60_000 }, async () => {
    const url = await postgres.createDatabase()
    const here = await openDatabase({ url })
    const elsewhere = await openDatabase({ url })
    try {
      await seeded(elsewhere)
      const { database, queries } = countedDatabase(here)
      const origins = await projectOriginsOf(database)
      expect(await origins.allowedBySome('https://one.example')).toBe(true)
      const [ended] = await elsewhere.query<{ ended: boolean }>("SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND datname = current_database()")
      expect(ended?.ended).toBe(true)
      // Changed while nothing listens: no notification can reach this process, yet it answers the change.
      await setOrigins(elsewhere, ['https://two.example'])
      await untilAnswered(() => origins.allowedBySome('https://two.example'), true)
      expect(await origins.allowedBySome('https://one.example')).toBe(false)
      // Listening again (made again every second): a repeated question runs no query.
      await untilAnswered(async () => {
        const before = queries()
        await origins.allowedBySome('https://two.example')
        return queries() === before
      }, true)
      await setOrigins(elsewhere, ['https://three.example'])
      await untilAnswered(() => origins.allowedBySome('https://three.example'), true)
      await origins.close()
    } finally {
      await Promise.all([here.close(), elsewhere.close()])
    }
  })
})
