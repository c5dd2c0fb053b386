import { originAllowed } from '../api/originAllowed.ts'
import type { ProjectOrigins } from '../api/ProjectOrigins.ts'

/**
 * Whether some project names the app origin among its allowed origins (a project with an empty list
 * names none here, as for frame-ancestors), from the origins this process keeps (`projectOriginsOf`).
 */
export async function appOriginAllowed(origins: ProjectOrigins, origin: string): Promise<boolean> {
  return [...(await origins.patternsByProject()).values()].some((patterns) => patterns.length > 0 && originAllowed(origin, patterns))
}
