import { decode, reportedAccountType } from '@portico/kernel/extend'
import type { Account } from '@portico/kernel'
import { getAddress, isAddress } from 'viem'
import { WalletAddresses } from './WalletAddresses.ts'

/**
 * A wallet's addresses as eip155 accounts (checksummed, typed as a wallet reports them, SPEC
 * §3: eoa), without invalid ones; undefined when the payload is not a list of strings.
 */
export function toEvmAccounts(payload: unknown): Account[] | undefined {
  const decoded = decode(WalletAddresses, payload)
  if (!decoded.ok) return undefined
  const valid = decoded.value.filter((address) => isAddress(address, { strict: false }))
  return [...new Set(valid.map((address) => getAddress(address)))].map((address) => ({
    namespace: 'eip155',
    address,
    type: reportedAccountType('eip155'),
  }))
}
