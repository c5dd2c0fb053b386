/** How long each cache's entries stay fresh, in ms (SPEC §9). */
export const cacheLifetimes = {
  portfolioCache: 30_000,
  nativeBalanceCache: 30_000,
  ensCache: 5 * 60_000,
  identityCache: 5 * 60_000,
} as const
