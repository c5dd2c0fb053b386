import type { HeldLock } from './HeldLock.ts'
import type { Listener } from './Listener.ts'

/** A row as the database returns it: column name to value (numbers of type `bigint`/`numeric` come back as strings). */
export type Row = Record<string, unknown>

/** What runs SQL: the database itself, or one transaction inside it. Parameters are `$1`, `$2`, ... */
export interface Queryable {
  /** Runs one statement with its parameters; resolves with the rows it returned. */
  query<T extends Row = Row>(sql: string, parameters?: readonly unknown[]): Promise<T[]>
}

/** The service's database: embedded PGlite or a PostgreSQL server, behind one interface. */
export interface Database extends Queryable {
  /** `pglite` (embedded, one directory or memory) or `postgres` (a server by URL). */
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (transaction: Queryable) => Promise<T>): Promise<T>
  /** Runs several statements separated by `;` without parameters (migrations). */
  exec(sql: string): Promise<void>
  /**
   * Runs `work` while holding the lock `name`, which one holder at a time has across every process
   * on the database: a PostgreSQL advisory lock on a connection kept for it (released if the
   * process dies); PGlite, one process by nature, queues the holders in it.
   */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>
  /**
   * Takes the lock `name` if no one holds it, without waiting; resolves undefined when someone does.
   * PostgreSQL: a session-level advisory lock on a connection of its own, which the server releases
   * when the connection ends (the process died); PGlite: held in this process.
   */
  tryLock(name: string): Promise<HeldLock | undefined>
  /**
   * Calls `onChange` with each notification on `channel` (`NOTIFY`/`pg_notify`, delivered when the
   * notifying transaction commits, to every process), and whenever some may have been missed.
   * PostgreSQL: on a connection of its own, made again when lost; PGlite: its own listen.
   */
  listen(channel: string, onChange: () => void): Promise<Listener>
  /** Closes the database; calling it again does nothing more. */
  close(): Promise<void>
}
