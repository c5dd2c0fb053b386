import * as t from 'io-ts'
import { WalletBytes } from './WalletBytes.ts'

/**
 * A Wallet Standard account as a Bitcoin wallet gives it: its address and public key, and
 * optionally its chains and its purpose ('payment' or 'ordinals', as some wallets add).
 */
export const BitcoinWalletAccount = t.intersection(
  [t.type({ address: t.string, publicKey: WalletBytes }), t.partial({ chains: t.readonlyArray(t.string), purpose: t.string })],
  'a Bitcoin wallet account { address, publicKey, chains?, purpose? }',
)
/** A Bitcoin wallet account as checked. */
export type BitcoinWalletAccount = t.TypeOf<typeof BitcoinWalletAccount>
