import type { Queryable } from '../Database.ts'
import type { Answer } from './Answer.ts'

/** `/projects/{id}/config` (the stored config) or `/projects/{id}/origins` (`{ allowedOrigins }`); 403 for a project the database does not have. */
export async function projectAnswer(database: Queryable, projectId: string, part: 'config' | 'origins'): Promise<Answer> {
  const [row] = await database.query<{ config: unknown; allowed_origins: unknown }>('SELECT config, allowed_origins FROM projects WHERE id = $1', [projectId])
  if (!row) return { status: 403, body: { error: `Invalid project id: ${projectId}` } }
  return { status: 200, body: part === 'config' ? row.config : { allowedOrigins: row.allowed_origins } }
}
