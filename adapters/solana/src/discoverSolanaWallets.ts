import { decode } from '@portico/kernel/extend'
import { startWalletStandardDirectory } from '@portico/wallet-standard'
import type { WalletStandardDirectory } from '@portico/wallet-standard'
import { SolanaOptions } from './SolanaOptions.ts'
import { isSolanaWallet } from './isSolanaWallet.ts'

/**
 * Starts the Solana wallet directory without the adapter's SDK: the host's wallets and the Wallet
 * Standard's registrations (unless `discover: false`). Options that do not decode list no host
 * wallet here; the adapter reports them when it loads.
 */
export function discoverSolanaWallets(input: unknown, onChange: () => void): WalletStandardDirectory {
  const decoded = decode(SolanaOptions, input)
  const options = decoded.ok ? decoded.value : {}
  return startWalletStandardDirectory({ namespace: 'solana', accepts: isSolanaWallet, hostWallets: options.connectors ?? [], onChange }, options.discover !== false)
}
