import type { ChainAdapter } from '@portico/kernel/extend'

/**
 * The template adapter once loaded: one host wallet, connect, disconnect, the wallet's account
 * changes, and message signing (capability `polkadot:signMessage`).
 */
export interface TemplateAdapter extends ChainAdapter {
  namespace: 'polkadot'
  /** Signs a UTF-8 message with a granted address; resolves the wallet's signature (`0x` hex). */
  signMessage: NonNullable<ChainAdapter['signMessage']>
}
