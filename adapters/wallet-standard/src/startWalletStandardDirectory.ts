import { WalletStandardDirectory } from './WalletStandardDirectory.ts'
import type { WalletStandardDirectoryOptions } from './WalletStandardDirectory.ts'

/** A directory for one namespace, following Wallet Standard registrations from now on unless `discover` is false (the host's wallets only). */
export function startWalletStandardDirectory(options: WalletStandardDirectoryOptions, discover: boolean): WalletStandardDirectory {
  const directory = new WalletStandardDirectory(options)
  if (discover) directory.discover()
  return directory
}
