import * as t from 'io-ts'

/** What a wallet answers to `eth_accounts` or sends with `accountsChanged`: a list of addresses. */
export const WalletAddresses = t.array(t.string, 'WalletAddresses')
/** A wallet's list of addresses, not yet checked. */
export type WalletAddresses = t.TypeOf<typeof WalletAddresses>
