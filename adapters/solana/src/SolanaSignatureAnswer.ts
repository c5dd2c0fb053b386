import * as t from 'io-ts'

/** A request provider's answer to `solana_signMessage` or `solana_signAndSendTransaction`: a base58 signature. */
export const SolanaSignatureAnswer = t.type({ signature: t.string }, 'SolanaSignatureAnswer')
/** A signature answer. */
export type SolanaSignatureAnswer = t.TypeOf<typeof SolanaSignatureAnswer>
