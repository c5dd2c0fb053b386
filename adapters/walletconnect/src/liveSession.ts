import type { UniversalProviderInstance } from './UniversalProviderInstance.ts'

/** The universal provider's session while it lasts (its `expiry` is in seconds); undefined otherwise. */
export function liveSession(universal: UniversalProviderInstance, now: () => number): UniversalProviderInstance['session'] {
  const session = universal.session
  return session && session.expiry * 1000 > now() ? session : undefined
}
