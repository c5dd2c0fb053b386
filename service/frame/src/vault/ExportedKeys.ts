import type { Hex } from 'viem'

/** A user's private keys as an export gives them: the EVM key in hex, the Solana keypair (seed then public key, 64 bytes) in base58 as wallets import it. */
export interface ExportedKeys {
  evmPrivateKey: Hex
  solanaSecretKey: string
}
