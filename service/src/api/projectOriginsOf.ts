import type { Database } from '../Database.ts'
import { originAllowed } from './originAllowed.ts'
import type { ProjectOrigins } from './ProjectOrigins.ts'

/** The channel migration 11's trigger notifies at each change to `projects`. */
const channel = 'portico_projects'

/** How many origins' answers are kept at once (origins are the caller's to choose). */
const keptOrigins = 1000

type Patterns = ReadonlyMap<string, readonly string[]>

function patternsOfRows(rows: readonly { id: string; allowed_origins: unknown }[]): Patterns {
  return new Map(rows.map((row) => [row.id, Array.isArray(row.allowed_origins) ? row.allowed_origins.filter((item): item is string => typeof item === 'string') : []]))
}

/**
 * The projects' allowed origins, read from the database once and kept in this process until a
 * project changes: every change to `projects` notifies `portico_projects` when it commits (the
 * trigger of migration 11), which every process listens to (`Database.listen`), so a change made
 * through any process, or by hand in SQL, takes effect on all of them as soon as the notification
 * arrives (milliseconds). While the listening connection is lost nothing is kept: each question
 * reads the database, as before, until it listens again.
 */
export async function projectOriginsOf(database: Database): Promise<ProjectOrigins> {
  let kept: Promise<Patterns> | undefined
  let answers = new Map<string, boolean>()
  const forget = () => {
    kept = undefined
    answers = new Map()
  }
  const listener = await database.listen(channel, forget)
  const read = async () => patternsOfRows(await database.query<{ id: string; allowed_origins: unknown }>('SELECT id, allowed_origins FROM projects'))
  const patterns = (): Promise<Patterns> => {
    if (!listener.listening()) return read()
    if (kept) return kept
    const reading = read()
    // A change notified while this read runs drops it (kept is no longer it), so a read begun before a change is never kept after it.
    kept = reading
    reading.catch(() => {
      if (kept === reading) kept = undefined
    })
    return reading
  }
  return {
    async patternsOf(projectId) {
      return (await patterns()).get(projectId)
    },
    patternsByProject: patterns,
    async allowedBySome(origin) {
      const known = answers.get(origin)
      if (known !== undefined && listener.listening()) return known
      const keptAnswers = answers
      const allowed = [...(await patterns()).values()].some((each) => originAllowed(origin, each))
      if (keptAnswers === answers && listener.listening()) {
        if (answers.size >= keptOrigins) answers.clear()
        answers.set(origin, allowed)
      }
      return allowed
    },
    forget,
    close: () => listener.close(),
  }
}
