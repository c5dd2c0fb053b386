import * as t from 'io-ts'
import { WalletStandardWallet } from '@portico/wallet-standard'

/**
 * Options of `bitcoin()`: Wallet Standard wallets the host brings itself (EXTERNAL connectors, id
 * from the wallet's name) and whether to look for wallets registered through
 * `@wallet-standard/app` (default true).
 */
export const BitcoinOptions = t.partial(
  {
    connectors: t.array(WalletStandardWallet, 'a list of Wallet Standard wallets'),
    discover: t.boolean,
  },
  'BitcoinOptions',
)
/** Options of `bitcoin()`. */
export type BitcoinOptions = t.TypeOf<typeof BitcoinOptions>
