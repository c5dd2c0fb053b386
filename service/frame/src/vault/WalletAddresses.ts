import * as t from 'io-ts'

/** A wallet's addresses: the checksummed EVM address and the base58 Solana public key. */
export const WalletAddresses = t.type({ eip155: t.string, solana: t.string }, 'WalletAddresses')

/** A wallet's addresses: the checksummed EVM address and the base58 Solana public key. */
export type WalletAddresses = t.TypeOf<typeof WalletAddresses>
