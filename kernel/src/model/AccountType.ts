import * as t from 'io-ts'

/** Account types (SPEC §3): eoa and smartAccount, and Bitcoin's payment and ordinals. */
export const AccountType = t.keyof({ eoa: null, smartAccount: null, payment: null, ordinal: null }, 'AccountType')
/** An account type. */
export type AccountType = t.TypeOf<typeof AccountType>
