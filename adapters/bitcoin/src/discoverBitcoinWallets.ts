import { decode } from '@portico/kernel/extend'
import { startWalletStandardDirectory } from '@portico/wallet-standard'
import type { WalletStandardDirectory } from '@portico/wallet-standard'
import { BitcoinOptions } from './BitcoinOptions.ts'
import { isBitcoinWallet } from './isBitcoinWallet.ts'

/**
 * Starts the Bitcoin wallet directory without the adapter's SDK: the host's wallets and the Wallet
 * Standard's registrations (unless `discover: false`). Options that do not decode list no host
 * wallet here; the adapter reports them when it loads.
 */
export function discoverBitcoinWallets(input: unknown, onChange: () => void): WalletStandardDirectory {
  const decoded = decode(BitcoinOptions, input)
  const options = decoded.ok ? decoded.value : {}
  return startWalletStandardDirectory({ namespace: 'bip122', accepts: isBitcoinWallet, hostWallets: options.connectors ?? [], onChange }, options.discover !== false)
}
