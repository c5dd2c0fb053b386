import type { BitcoinWalletProvider } from './BitcoinWalletProvider.ts'

/** AppKit's name for the Bitcoin provider a host gets (`useAppKitProvider<BitcoinConnector>('bip122')`): the adapter's BitcoinWalletProvider. */
export type BitcoinConnector = BitcoinWalletProvider
