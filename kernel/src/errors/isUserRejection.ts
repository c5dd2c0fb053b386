/** Whether an error is the user declining in the wallet: 4001, or 5000 which SPEC §8 treats the same. */
export function isUserRejection(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return code === 4001 || code === 5000
}
