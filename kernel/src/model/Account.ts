import * as t from 'io-ts'
import { AccountType } from './AccountType.ts'
import { ChainNamespace } from './ChainNamespace.ts'

/** One account of a connection (SPEC §3). */
export const Account = t.intersection(
  [t.type({ namespace: ChainNamespace, address: t.string, type: AccountType }), t.partial({ publicKey: t.string, path: t.string })],
  'Account',
)
/** An account. */
export type Account = t.TypeOf<typeof Account>
