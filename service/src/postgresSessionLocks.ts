import type { Client } from 'pg'
import type { HeldLock } from './HeldLock.ts'

interface LockConnection {
  client: Client
  alive: boolean
}

/** The try-locks of one PostgreSQL database (see `Database.tryLock`), and how to close their connections. */
export interface SessionLocks {
  tryLock(name: string): Promise<HeldLock | undefined>
  close(): Promise<void>
}

/**
 * Session-level advisory try-locks on PostgreSQL, each name on a connection of its own (made by
 * `connect`, kept between tries), so that the server releases a lock when its connection ends,
 * such as when the process holding it dies. A name held in this process is not taken again here.
 */
export function postgresSessionLocks(connect: () => Promise<Client>): SessionLocks {
  const connections = new Map<string, Promise<LockConnection>>()
  const heldHere = new Set<string>()
  const connectionFor = (name: string): Promise<LockConnection> => {
    const known = connections.get(name)
    if (known) return known
    const made = connect().then((client) => {
      const connection: LockConnection = { client, alive: true }
      const lost = () => {
        connection.alive = false
        if (connections.get(name) === made) connections.delete(name)
      }
      client.on('error', lost)
      client.on('end', lost)
      return connection
    })
    made.catch(() => connections.delete(name))
    connections.set(name, made)
    return made
  }
  return {
    async tryLock(name) {
      if (heldHere.has(name)) return undefined
      const connection = await connectionFor(name)
      const { rows } = await connection.client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS taken', [name])
      if (!rows[0]?.taken) return undefined
      heldHere.add(name)
      let released = false
      return {
        held: () => connection.alive && !released,
        async release() {
          if (released) return
          released = true
          heldHere.delete(name)
          if (connection.alive) await connection.client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]).catch(() => undefined)
        },
      }
    },
    async close() {
      const all = [...connections.values()]
      connections.clear()
      await Promise.all(
        all.map(async (pending) => {
          const connection = await pending.catch(() => undefined)
          if (!connection) return
          connection.alive = false
          await connection.client.end().catch(() => undefined)
        }),
      )
    },
  }
}
