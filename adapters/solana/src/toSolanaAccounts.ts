import type { Account } from '@portico/kernel'
import type { WalletAccount } from '@wallet-standard/base'
import { toBase58 } from './toBase58.ts'

/** A wallet's accounts that serve Solana (a `solana:` chain, or no chains listed) as kernel accounts, typed eoa. */
export function toSolanaAccounts(accounts: readonly WalletAccount[]): Account[] {
  return accounts
    .filter((account) => typeof account.address === 'string' && (account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:'))))
    .map((account) => ({ namespace: 'solana', address: account.address, type: 'eoa', publicKey: toBase58(Uint8Array.from(account.publicKey)) }))
}
