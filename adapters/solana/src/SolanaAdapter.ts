import { bundledWalletConnect } from '@portico/adapter-walletconnect'
import { decode } from '@portico/kernel/extend'
import type { BundledAdapter } from '@portico/kernel/extend'
import { WalletStandardWallet } from '@portico/wallet-standard'
import { solana } from './solana.ts'
import type { SolanaAdapterDefinition } from './solana.ts'
import type { SolanaAdapterOptions } from './SolanaAdapterOptions.ts'

/**
 * `solana()`'s options from AppKit's SolanaAdapter options: the Wallet Standard wallets of `wallets`
 * join `connectors`; `left` counts the wallets left out (not Wallet Standard wallets).
 */
function solanaOptionsOf(options: SolanaAdapterOptions): { own: Parameters<typeof solana>[0]; left: number } {
  const { wallets, connectionSettings: _connectionSettings, registerWalletStandard: _registerWalletStandard, ...own } = options
  if (!Array.isArray(wallets) || (own.connectors !== undefined && !Array.isArray(own.connectors))) return { own, left: 0 }
  const standard = wallets.filter((wallet) => decode(WalletStandardWallet, wallet).ok)
  const left = wallets.length - standard.length
  if (standard.length === 0) return { own, left }
  return { own: { ...own, connectors: [...(own.connectors ?? []), ...standard] }, left }
}

/**
 * The Solana chain adapter by AppKit's name: `new SolanaAdapter(options?)` is what `solana(options)`
 * returns, for `createAppKit({ adapters: [new SolanaAdapter()] })`. Takes `solana()`'s options and
 * AppKit's (see SolanaAdapterOptions); keys it does not know are ignored. As in AppKit,
 * WalletConnect comes with it (`enableWalletConnect: false` leaves it out); `solana()` brings none.
 */
export class SolanaAdapter implements SolanaAdapterDefinition {
  readonly kind = 'chain'
  readonly id = 'solana'
  readonly namespace = 'solana'
  readonly discover: SolanaAdapterDefinition['discover']
  readonly load: SolanaAdapterDefinition['load']
  readonly bundles: readonly BundledAdapter[] = [bundledWalletConnect()]

  constructor(options: SolanaAdapterOptions = {}) {
    const { own, left } = solanaOptionsOf(options)
    const definition = solana(own)
    this.discover = definition.discover
    // Said once the instance's logger is known, at the host's log level.
    this.load = (context) => {
      if (left > 0) context.logger.warn(`SolanaAdapter: ${left} of the wallets given are not Wallet Standard wallets and are left out; wallets that register through the Wallet Standard are found on their own`)
      return definition.load(context)
    }
  }
}
