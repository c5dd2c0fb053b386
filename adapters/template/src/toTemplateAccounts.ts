import type { Account } from '@portico/kernel'
import { isAddressValid } from '@portico/kernel/extend'
import type { TemplateWalletAccounts } from './TemplateWalletAccounts.ts'

/** The wallet's accounts as kernel accounts (`eoa`, SPEC §3); undefined when one has no valid address. */
export function toTemplateAccounts(accounts: TemplateWalletAccounts): Account[] | undefined {
  if (!accounts.every(({ address }) => isAddressValid('polkadot', address))) return undefined
  return accounts.map(({ address }) => ({ namespace: 'polkadot', address, type: 'eoa' }))
}
