import { originAllowed } from '../../../src/api/originAllowed.ts'

/** Whether an app origin may use the frame: it matches one of the project's allowed origins, by the backend's own rule; an empty list allows none. */
export function isAllowedAppOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.length > 0 && originAllowed(origin, allowed)
}
