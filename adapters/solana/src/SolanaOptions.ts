import * as t from 'io-ts'
import { WalletStandardWallet } from '@portico/wallet-standard'

/**
 * Options of `solana()`: Wallet Standard wallets the host brings itself (EXTERNAL connectors, id
 * from the wallet's name); RPC urls by CAIP-2 network id used instead of the network's own (the
 * first is used); and whether to look for wallets registered through `@wallet-standard/app`
 * (default true).
 */
export const SolanaOptions = t.partial(
  {
    connectors: t.array(WalletStandardWallet, 'a list of Wallet Standard wallets'),
    rpcUrls: t.record(t.string, t.array(t.string), 'RPC urls by CAIP-2 network id'),
    discover: t.boolean,
  },
  'SolanaOptions',
)
/** Options of `solana()`. */
export type SolanaOptions = t.TypeOf<typeof SolanaOptions>
