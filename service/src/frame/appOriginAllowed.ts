import type { Queryable } from '../Database.ts'
import { originAllowed } from '../api/originAllowed.ts'

/** Whether some project names the app origin among its allowed origins (a project with an empty list names none here, as for frame-ancestors). */
export async function appOriginAllowed(database: Queryable, origin: string): Promise<boolean> {
  const rows = await database.query<{ allowed_origins: unknown }>('SELECT allowed_origins FROM projects')
  return rows.some((row) => {
    const patterns = Array.isArray(row.allowed_origins) ? row.allowed_origins.filter((item): item is string => typeof item === 'string') : []
    return patterns.length > 0 && originAllowed(origin, patterns)
  })
}
