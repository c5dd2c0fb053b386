import { bundledWalletConnect } from '@portico/adapter-walletconnect'
import type { BundledAdapter } from '@portico/kernel/extend'
import { bitcoin } from './bitcoin.ts'
import type { BitcoinAdapterDefinition } from './bitcoin.ts'
import type { BitcoinAdapterOptions } from './BitcoinAdapterOptions.ts'

/**
 * The Bitcoin chain adapter by AppKit's name: `new BitcoinAdapter(options?)` is what
 * `bitcoin(options)` returns, for `createAppKit({ adapters: [new BitcoinAdapter()] })`. Takes
 * `bitcoin()`'s options; AppKit's `projectId` and `networks`, and keys it does not know, are ignored.
 * As in AppKit, WalletConnect comes with it (`enableWalletConnect: false` leaves it out);
 * `bitcoin()` brings none.
 */
export class BitcoinAdapter implements BitcoinAdapterDefinition {
  readonly kind = 'chain'
  readonly id = 'bitcoin'
  readonly namespace = 'bip122'
  readonly discover: BitcoinAdapterDefinition['discover']
  readonly load: BitcoinAdapterDefinition['load']
  readonly bundles: readonly BundledAdapter[] = [bundledWalletConnect()]

  constructor(options: BitcoinAdapterOptions = {}) {
    const { projectId: _projectId, networks: _networks, ...own } = options
    const definition = bitcoin(own)
    this.discover = definition.discover
    this.load = definition.load
  }
}
