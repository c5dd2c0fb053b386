import type { Account } from '@portico/kernel'
import { bitcoinAddressNetwork } from './bitcoinAddressNetwork.ts'
import { InvalidAddressError } from './errors.ts'
import type { BitcoinWalletAccount } from './BitcoinWalletAccount.ts'
import { toHex } from './toHex.ts'

// Payment addresses first: the wallet's own word, else anything but taproot (ordinals live on bc1p/tb1p).
function paymentRank(account: BitcoinWalletAccount): number {
  if (account.purpose === 'payment') return 0
  if (account.purpose === 'ordinals') return 2
  return /^(bc|tb)1p/i.test(account.address) ? 2 : 1
}

/**
 * A wallet's Bitcoin accounts as kernel accounts, typed payment (SPEC §3), the payment address
 * first and hex public keys; an address that is not Bitcoin's is refused with INVALID_ADDRESS.
 */
export function toBitcoinAccounts(accounts: readonly BitcoinWalletAccount[]): Account[] {
  const served = accounts.filter((account) => !account.chains || account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('bitcoin:')))
  for (const { address } of served) {
    if (!bitcoinAddressNetwork(address)) throw new InvalidAddressError(address)
  }
  return [...served]
    .sort((first, second) => paymentRank(first) - paymentRank(second))
    .map((account) => ({ namespace: 'bip122', address: account.address, type: 'payment', publicKey: toHex(Uint8Array.from(account.publicKey)) }))
}
