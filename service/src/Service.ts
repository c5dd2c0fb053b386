import type { Database } from './Database.ts'
import type { Indexer } from './index/startIndexer.ts'

/** A running service (see `startService`). */
export interface Service {
  /** The URL clients use, without a trailing slash: `publicUrl`, or `http://{host}:{port}`. */
  url: string
  /** The port it listens on. */
  port: number
  /** The secure frame's origin (its own listener), when the config has `secureFrame`. */
  frameUrl?: string
  database: Database
  indexer: Indexer
  /** Replaces what `/projects/{projectId}/config` answers (stored; kept over restarts). Throws for an unknown project or a config not in the `ProjectConfig` shape. */
  setConfig(projectId: string, config: unknown): Promise<void>
  /** Replaces what `/projects/{projectId}/origins` answers, and the origins CORS allows. Throws for an unknown project. */
  setAllowedOrigins(projectId: string, origins: readonly string[]): Promise<void>
  /** Resolves once the chain (or every chain) is indexed up to the head seen at the call. */
  caughtUp(chainId?: number): Promise<void>
  /** Stops answering, indexing, and closes the database; calling it again does nothing more. */
  stop(): Promise<void>
}
