import type { ChainAdapter } from '@portico/kernel/extend'
import type { BitcoinWalletProvider } from './BitcoinWalletProvider.ts'

/**
 * The Bitcoin chain adapter once loaded: connect through Wallet Standard Bitcoin wallets,
 * payment accounts, message signing (base64 signatures, as wallets present them), the app's
 * choice among the configured Bitcoin networks, and the host's wallet provider. No balances:
 * there is no node behind it.
 */
export interface BitcoinChainAdapter extends ChainAdapter {
  namespace: 'bip122'
  /** Reconnects without a prompt: `standard:connect` silently when the wallet has it, else the accounts it already grants. */
  reconnect: NonNullable<ChainAdapter['reconnect']>
  switchNetwork: NonNullable<ChainAdapter['switchNetwork']>
  /** Signs a UTF-8 message (`bitcoin:signMessage`); resolves the wallet's signature as base64. */
  signMessage: NonNullable<ChainAdapter['signMessage']>
  /**
   * The provider of the connection for the host app (AppKit's `BitcoinConnector`, from
   * `getWalletProvider()` / `useAppKitProvider('bip122')`): one object for the adapter's
   * lifetime; undefined while not connected.
   */
  walletProvider(): BitcoinWalletProvider | undefined
}
