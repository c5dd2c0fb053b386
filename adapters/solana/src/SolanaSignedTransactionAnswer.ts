import * as t from 'io-ts'

/** A request provider's answer to `solana_signTransaction`: the fee payer's base58 signature, or the signed base64 transaction, or both. */
export const SolanaSignedTransactionAnswer = t.partial({ signature: t.string, transaction: t.string }, 'SolanaSignedTransactionAnswer')
/** A signed-transaction answer. */
export type SolanaSignedTransactionAnswer = t.TypeOf<typeof SolanaSignedTransactionAnswer>
