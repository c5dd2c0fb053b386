import { isOriginAllowed } from '../../../kernel/src/config/isOriginAllowed.ts'

/** Whether an app origin may embed the frame: it matches an allowed entry (without a port, any port of a loopback host); an empty list allows none. */
export function isAllowedAppOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.length > 0 && isOriginAllowed(origin, allowed)
}
