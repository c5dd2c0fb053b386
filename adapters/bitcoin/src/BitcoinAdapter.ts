import type { ChainAdapter } from '@portico/kernel/extend'

/**
 * The Bitcoin chain adapter once loaded: connect through Wallet Standard Bitcoin wallets,
 * payment accounts, message signing (base64 signatures, as wallets present them) and the
 * app's choice among the configured Bitcoin networks. No balances: there is no node behind it.
 */
export interface BitcoinAdapter extends ChainAdapter {
  namespace: 'bip122'
  /** Reconnects without a prompt: `standard:connect` silently when the wallet has it, else the accounts it already grants. */
  reconnect: NonNullable<ChainAdapter['reconnect']>
  switchNetwork: NonNullable<ChainAdapter['switchNetwork']>
  /** Signs a UTF-8 message (`bitcoin:signMessage`); resolves the wallet's signature as base64. */
  signMessage: NonNullable<ChainAdapter['signMessage']>
}
