import type { AccountType } from './AccountType.ts'
import type { ChainNamespace } from './ChainNamespace.ts'

/** The type of an account a wallet reports without one (SPEC §3): payment on Bitcoin, else eoa. */
export function reportedAccountType(namespace: ChainNamespace): AccountType {
  return namespace === 'bip122' ? 'payment' : 'eoa'
}
