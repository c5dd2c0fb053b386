import type { AccountType } from './AccountType.ts'
import type { ChainNamespace } from './ChainNamespace.ts'

const preferredByNamespace: Record<ChainNamespace, AccountType> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}

/** The preferred account type of a namespace until the user picks one (SPEC §3). */
export function defaultAccountType(namespace: ChainNamespace): AccountType {
  return preferredByNamespace[namespace]
}
