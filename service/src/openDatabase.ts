import type { PoolClient } from 'pg'
import type { Database, Queryable, Row } from './Database.ts'
import type { DatabaseOptions } from './DatabaseOptions.ts'

/** Opens the database the options name (PGlite by directory or in memory, or PostgreSQL by URL); the schema is not touched (see `migrate`). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url)
  const { PGlite } = await import('@electric-sql/pglite')
  const database = 'dataDir' in options ? await PGlite.create(options.dataDir) : await PGlite.create()
  let closed: Promise<void> | undefined
  return {
    kind: 'pglite',
    async query<T extends Row>(sql: string, parameters: readonly unknown[] = []) {
      return (await database.query<T>(sql, [...parameters])).rows
    },
    transaction: (work) =>
      database.transaction((transaction) =>
        work({ query: async <T extends Row>(sql: string, parameters: readonly unknown[] = []) => (await transaction.query<T>(sql, [...parameters])).rows }),
      ),
    async exec(sql) {
      await database.exec(sql)
    },
    close: () => (closed ??= database.close()),
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 8 })
  // Fails here, not on the first request, when the server cannot be reached.
  const probe = await pool.connect()
  probe.release()
  let closed: Promise<void> | undefined
  const queryOn = (client: Pick<PoolClient, 'query'>): Queryable => ({
    async query<T extends Row>(sql: string, parameters: readonly unknown[] = []) {
      return (await client.query<T>(sql, [...parameters])).rows
    },
  })
  return {
    kind: 'postgres',
    ...queryOn(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work(queryOn(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async exec(sql) {
      await pool.query(sql)
    },
    close: () => (closed ??= pool.end()),
  }
}
