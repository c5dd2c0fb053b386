import { decode } from '@portico/kernel/extend'
import { EvmOptions } from './EvmOptions.ts'
import { WalletDirectory } from './WalletDirectory.ts'

/**
 * Starts the EVM wallet directory without viem: the host's wallets, EIP-6963 announcements and
 * `window.ethereum` (unless `discover: false`). Options that do not decode list no host wallet
 * here; the adapter reports them when it loads.
 */
export function discoverEvmWallets(input: unknown, onChange: () => void): WalletDirectory {
  const decoded = decode(EvmOptions, input)
  const options = decoded.ok ? decoded.value : {}
  const directory = new WalletDirectory(options.connectors ?? [], onChange)
  if (options.discover !== false && typeof window !== 'undefined') directory.discover(window)
  return directory
}
