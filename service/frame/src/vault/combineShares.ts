import { combine } from 'shamir-secret-sharing'
import { SharesMismatchError } from './errors.ts'
import { sameAddresses } from './sameAddresses.ts'
import type { WalletAddresses } from './WalletAddresses.ts'
import { walletAddressesOf } from './walletAddressesOf.ts'

/**
 * Combines two shares into the user secret and checks it against the wallet's addresses: a wrong,
 * tampered or repeated share throws SharesMismatchError instead of giving a wrong key.
 */
export async function combineShares(first: Uint8Array, second: Uint8Array, expected: WalletAddresses): Promise<Uint8Array> {
  let secret: Uint8Array
  let addresses: WalletAddresses
  try {
    secret = await combine([first, second])
    addresses = walletAddressesOf(secret)
  } catch (error) {
    throw new SharesMismatchError('The shares do not combine into a key', error)
  }
  if (!sameAddresses(addresses, expected)) {
    secret.fill(0)
    throw new SharesMismatchError(`The shares make ${addresses.eip155}, not ${expected.eip155}`)
  }
  return secret
}
