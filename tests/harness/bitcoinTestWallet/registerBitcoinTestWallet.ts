import type { Wallet } from '@wallet-standard/base'
import { bitcoinTestWallet } from '../../../adapters/bitcoin/src/testing/bitcoinTestWallet.ts'
import type { BitcoinTestWallet } from '../../../adapters/bitcoin/src/testing/bitcoinTestWallet.ts'
import { bitcoinTestKey } from './bitcoinTestKey.ts'

/**
 * Registers the adapter's Wallet Standard Bitcoin test wallet in the page (the
 * `wallet-standard:register-wallet` event and the app-ready answer), on testnet with the fixed
 * test key, approving what it is asked.
 */
export function registerBitcoinTestWallet(): BitcoinTestWallet {
  const test = bitcoinTestWallet({ privateKey: bitcoinTestKey(), network: 'testnet' })
  const register = (api: { register(...wallets: Wallet[]): unknown }) => void api.register(test.wallet)
  window.addEventListener('wallet-standard:app-ready', ((event: CustomEvent<{ register(...wallets: Wallet[]): unknown }>) => register(event.detail)) as EventListener)
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { bubbles: false, cancelable: false, detail: register }))
  } catch (error) {
    console.warn('Portico Bitcoin Test Wallet: the register-wallet event failed', error)
  }
  return test
}
