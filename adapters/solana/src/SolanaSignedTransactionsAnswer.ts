import * as t from 'io-ts'

/** A request provider's answer to `solana_signAllTransactions`: the signed base64 transactions, in order. */
export const SolanaSignedTransactionsAnswer = t.type({ transactions: t.array(t.string) }, 'SolanaSignedTransactionsAnswer')
/** A signed-transactions answer. */
export type SolanaSignedTransactionsAnswer = t.TypeOf<typeof SolanaSignedTransactionsAnswer>
