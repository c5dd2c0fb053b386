import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { evmPrivateKeyOf } from './evmPrivateKeyOf.ts'
import { solanaSeedOf } from './solanaSeedOf.ts'
import { userSecretLength } from './userSecretLength.ts'
import type { WalletAddresses } from './WalletAddresses.ts'

/** The addresses of a user secret: viem's account of bytes 0-31, the ed25519 public key of bytes 32-63 in base58. Throws on a wrong length or an invalid key. */
export function walletAddressesOf(secret: Uint8Array): WalletAddresses {
  if (secret.length !== userSecretLength) throw new RangeError(`A user secret has ${userSecretLength} bytes, not ${secret.length}`)
  return {
    eip155: privateKeyToAccount(evmPrivateKeyOf(secret)).address,
    solana: base58.encode(ed25519.getPublicKey(solanaSeedOf(secret))),
  }
}
