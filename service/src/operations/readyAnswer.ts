import type { Answer } from '../api/Answer.ts'
import type { Database } from '../Database.ts'
import type { ChainHeight } from './chainHeights.ts'

/** What `/ready` reads. */
export interface ReadySources {
  database: Database
  /** The schema versions this service knows: all must be recorded. */
  versions: readonly number[]
  heights: () => Promise<readonly ChainHeight[]>
  /** Whether this process writes the chain's index (holds its writer lock). */
  writes: (chainId: number) => boolean
  /** True once the service is stopping: it answers 503 so that a load balancer stops sending to it. */
  stopping: () => boolean
}

/**
 * `GET /ready`: 200 `{ ready: true, chains }` when the database answers and every migration is
 * recorded, else 503 `{ ready: false, reason, chains }`; `chains` is each chain's indexed head,
 * head and lag (reported, not required: a process serves while its chains catch up) and whether
 * this process is its writer.
 */
export async function readyAnswer(sources: ReadySources): Promise<Answer> {
  if (sources.stopping()) return { status: 503, body: { ready: false, reason: 'stopping', chains: [] } }
  let recorded: number
  try {
    const [row] = await sources.database.query<{ count: string }>('SELECT count(*)::text AS count FROM schema_migrations WHERE version = ANY($1::int[])', [sources.versions])
    recorded = Number(row?.count ?? 0)
  } catch (error) {
    return { status: 503, body: { ready: false, reason: `database: ${error instanceof Error ? error.message : String(error)}`, chains: [] } }
  }
  const chains = (await sources.heights()).map((chain) => ({ ...chain, writer: sources.writes(chain.chainId) }))
  if (recorded < sources.versions.length) return { status: 503, body: { ready: false, reason: 'migrations not done', chains } }
  return { status: 200, body: { ready: true, chains } }
}
