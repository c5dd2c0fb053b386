import type { Answer } from './Answer.ts'
import { originAllowed } from './originAllowed.ts'
import type { Queryable } from '../Database.ts'

/** Why a request is refused for its project (SPEC §8's texts: no or an unknown project, an origin it does not allow), or undefined when it may go on. */
export async function projectRefusal(database: Queryable, projectId: string | null, origin: string | undefined): Promise<Answer | undefined> {
  const [project] = projectId ? await database.query<{ allowed_origins: unknown }>('SELECT allowed_origins FROM projects WHERE id = $1', [projectId]) : []
  if (!project) return { status: 403, body: { error: 'Unauthorized: invalid key' } }
  const patterns = Array.isArray(project.allowed_origins) ? project.allowed_origins.filter((item): item is string => typeof item === 'string') : []
  if (origin !== undefined && !originAllowed(origin, patterns)) return { status: 403, body: { error: 'Unauthorized: origin not allowed' } }
  return undefined
}
