import type { PoolClient } from 'pg'
import type { Database, Queryable, Row } from './Database.ts'
import type { DatabaseOptions } from './DatabaseOptions.ts'
import type { HeldLock } from './HeldLock.ts'
import type { Listener } from './Listener.ts'
import { openMemoryPGlite } from './openMemoryPGlite.ts'
import { postgresListener } from './postgresListener.ts'
import { postgresSessionLocks } from './postgresSessionLocks.ts'

/** Runs `work` after the previous holder of `name` in this process is done. */
function queued<T>(holders: Map<string, Promise<unknown>>, name: string, work: () => Promise<T>): Promise<T> {
  const next = (holders.get(name) ?? Promise.resolve()).then(work, work)
  const settled = next.catch(() => undefined)
  holders.set(name, settled)
  void settled.then(() => {
    if (holders.get(name) === settled) holders.delete(name)
  })
  return next
}

/** Opens the database the options name (PGlite by directory or in memory, or PostgreSQL by URL); the schema is not touched (see `migrate`). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url)
  const { PGlite } = await import('@electric-sql/pglite')
  const database = 'dataDir' in options ? await PGlite.create(options.dataDir) : await openMemoryPGlite(options.templateDir)
  let closed: Promise<void> | undefined
  const inProcess = new Map<string, Promise<unknown>>()
  const tried = new Set<string>()
  return {
    kind: 'pglite',
    withLock: (name, work) => queued(inProcess, name, work),
    // One process by nature: a lock is taken unless this process holds it.
    async tryLock(name): Promise<HeldLock | undefined> {
      if (tried.has(name)) return undefined
      tried.add(name)
      let released = false
      return {
        held: () => !released && closed === undefined,
        async release() {
          if (!released) tried.delete(name)
          released = true
        },
      }
    },
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
    async listen(channel, onChange) {
      const unlisten = await database.listen(channel, () => onChange())
      let open = true
      return {
        listening: () => open && closed === undefined,
        async close() {
          if (!open) return
          open = false
          if (closed === undefined) await unlisten()
        },
      }
    },
    close: () => (closed ??= database.close()),
  }
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 8 })
  let closed: Promise<void> | undefined
  // An idle connection the server ended (a restart, a failover, the server stopping after us): the
  // pool drops it and makes a new one when needed; without a listener the error would end the process.
  pool.on('error', (error) => {
    if (closed === undefined) console.warn(`portico-service: a database connection ended: ${error.message}`)
  })
  // Fails here, not on the first request, when the server cannot be reached.
  const probe = await pool.connect()
  probe.release()
  const inProcess = new Map<string, Promise<unknown>>()
  const connectOwn = async () => {
    const client = new pg.Client({ connectionString: url })
    // Until the user's own listener is there: a failed connection rejects connect() instead.
    client.on('error', () => undefined)
    await client.connect()
    return client
  }
  const sessionLocks = postgresSessionLocks(connectOwn)
  const listeners: Listener[] = []
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
    // Queued in the process first, so that waiting holders do not take the pool's connections.
    withLock: (name, work) => queued(inProcess, name, async () => {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name])
      } catch (error) {
        client.release(true)
        throw error
      }
      try {
        return await work()
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]).then(
          () => client.release(),
          (error: Error) => client.release(error),
        )
      }
    }),
    tryLock: (name) => sessionLocks.tryLock(name),
    async listen(channel, onChange) {
      const listener = await postgresListener(connectOwn, channel, onChange)
      listeners.push(listener)
      return listener
    },
    close: () => (closed ??= Promise.all([sessionLocks.close(), pool.end(), ...listeners.map((listener) => listener.close())]).then(() => undefined)),
  }
}
