import * as t from 'io-ts'

/** The accounts a request provider answers `solana_getAccounts` or `solana_requestAccounts` with: `{ pubkey }` objects or addresses. */
export const SolanaProviderAccounts = t.array(t.union([t.type({ pubkey: t.string }), t.string]), 'a list of { pubkey } or addresses')
/** A request provider's accounts. */
export type SolanaProviderAccounts = t.TypeOf<typeof SolanaProviderAccounts>
