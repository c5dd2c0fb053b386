import * as t from 'io-ts'

/** The params the test wallet accepts per Solana method (the EVM ones are the secure frame's `walletRequestParams`): decoded before it signs anything a dapp sent. */
export const solanaRequestParams = {
  /** `message` is base58, `pubkey` the signing account. */
  solana_signMessage: t.type({ message: t.string, pubkey: t.string }),
  /** `transaction` is the wire transaction in base64. */
  solana_signTransaction: t.type({ transaction: t.string }),
  solana_signAndSendTransaction: t.type({ transaction: t.string }),
} as const
