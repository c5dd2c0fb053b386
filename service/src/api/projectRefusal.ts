import type { Answer } from './Answer.ts'
import { originAllowed } from './originAllowed.ts'
import type { ProjectOrigins } from './ProjectOrigins.ts'
import type { Queryable } from '../Database.ts'

async function patternsRead(database: Queryable, projectId: string): Promise<readonly string[] | undefined> {
  const [project] = await database.query<{ allowed_origins: unknown }>('SELECT allowed_origins FROM projects WHERE id = $1', [projectId])
  if (!project) return undefined
  return Array.isArray(project.allowed_origins) ? project.allowed_origins.filter((item): item is string => typeof item === 'string') : []
}

/**
 * Why a request is refused for its project (SPEC §8's texts: no or an unknown project, an origin it
 * does not allow; codes INVALID_KEY and ORIGIN_NOT_ALLOWED), or undefined when it may go on. With `origins` the project is looked up there
 * (kept in memory until a project changes), else read from the database.
 */
export async function projectRefusal(database: Queryable, projectId: string | null, origin: string | undefined, origins?: ProjectOrigins): Promise<Answer | undefined> {
  const patterns = !projectId ? undefined : origins ? await origins.patternsOf(projectId) : await patternsRead(database, projectId)
  if (!patterns) return { status: 403, body: { error: 'Unauthorized: invalid key', code: 'INVALID_KEY' } }
  if (origin !== undefined && !originAllowed(origin, patterns)) return { status: 403, body: { error: 'Unauthorized: origin not allowed', code: 'ORIGIN_NOT_ALLOWED' } }
  return undefined
}
