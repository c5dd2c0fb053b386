/**
 * Argon2id parameters the vault seals with: OWASP's recommended minimum (Password Storage Cheat
 * Sheet: m = 19 MiB, t = 2, p = 1). `floor` is what an envelope may not go below, `ceiling` what a
 * browser will spend opening one (a hostile envelope cannot make it allocate gigabytes).
 */
export const argon2Parameters = {
  sealing: { memoryKiB: 19_456, iterations: 2, parallelism: 1 },
  floor: { memoryKiB: 19_456, iterations: 2, parallelism: 1 },
  ceiling: { memoryKiB: 262_144, iterations: 10, parallelism: 4 },
} as const
