import * as t from 'io-ts'
import { ChainNamespace } from './ChainNamespace.ts'

/** Account types (SPEC §3): eoa and smartAccount, and Bitcoin's payment and ordinals. */
export const AccountType = t.keyof({ eoa: null, smartAccount: null, payment: null, ordinal: null }, 'AccountType')
/** An account type. */
export type AccountType = t.TypeOf<typeof AccountType>

/** One account of a connection (SPEC §3). */
export const Account = t.intersection(
  [t.type({ namespace: ChainNamespace, address: t.string, type: AccountType }), t.partial({ publicKey: t.string, path: t.string })],
  'Account',
)
/** An account. */
export type Account = t.TypeOf<typeof Account>
