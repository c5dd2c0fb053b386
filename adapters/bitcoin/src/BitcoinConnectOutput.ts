import * as t from 'io-ts'
import { BitcoinWalletAccount } from './BitcoinWalletAccount.ts'

/** What `bitcoin:connect` and `standard:connect` resolve: the accounts granted. */
export const BitcoinConnectOutput = t.type({ accounts: t.readonlyArray(BitcoinWalletAccount) }, 'a connect output { accounts }')
/** A connect output as checked. */
export type BitcoinConnectOutput = t.TypeOf<typeof BitcoinConnectOutput>
