import { describe, expect, it } from 'vitest'
import { combineShares } from './combineShares.ts'
import { makeUserSecret } from './makeUserSecret.ts'
import { splitUserSecret } from './splitUserSecret.ts'
import { walletAddressesOf } from './walletAddressesOf.ts'

describe('splitUserSecret and combineShares', () => {
  it('any two of the three shares make the secret back', async () => {
    const secret = makeUserSecret()
    const addresses = walletAddressesOf(secret)
    const { device, auth, recovery } = await splitUserSecret(secret)
    for (const [first, second] of [
      [device, auth],
      [auth, recovery],
      [recovery, device],
    ] as const) {
      expect(await combineShares(first, second, addresses)).toEqual(secret)
    }
  })

  it('refuses shares of another wallet, one share twice, and shares of another length', async () => {
    const secret = makeUserSecret()
    const addresses = walletAddressesOf(secret)
    const shares = await splitUserSecret(secret)
    const other = await splitUserSecret(makeUserSecret())
    await expect(combineShares(other.device, other.auth, addresses)).rejects.toMatchObject({ code: 'VAULT_SHARES_MISMATCH' })
    await expect(combineShares(shares.device, shares.device, addresses)).rejects.toMatchObject({ code: 'VAULT_SHARES_MISMATCH' })
    await expect(combineShares(shares.device, shares.auth.subarray(1), addresses)).rejects.toMatchObject({ code: 'VAULT_SHARES_MISMATCH' })
  })
})
