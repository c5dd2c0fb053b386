import { split } from 'shamir-secret-sharing'
import type { KeyShares } from './KeyShares.ts'

/** Splits a user secret 2-of-3 with `shamir-secret-sharing` (audited by Cure53 and Zellic): device, auth and recovery shares. */
export async function splitUserSecret(secret: Uint8Array): Promise<KeyShares> {
  const [device, auth, recovery] = await split(secret, 3, 2)
  if (!device || !auth || !recovery) throw new Error('shamir-secret-sharing returned fewer than three shares')
  return { device, auth, recovery }
}
