import { createAppKit } from '@portico/kernel'
import type { AnalyticsEvent, AppKit, PorticoEvents } from '@portico/kernel'
import { loadActiveBalances } from '@portico/kernel/extend'
import { rootBalancesSource } from '../../../../kernel/src/store/rootBalancesSource.ts'
import { swaps } from '../swaps.ts'
import type { SwapStore } from '../SwapStore.ts'
import { testSwapProvider } from './testSwapProvider.ts'
import type { TestSwapProvider, TestSwapProviderOptions } from './testSwapProvider.ts'
import { testSwapWallet } from './testSwapWallet.ts'
import type { TestSwapWalletLog, TestSwapWalletOptions } from './testSwapWallet.ts'

/** A real instance with the swaps plugin over the test provider and the test wallet, connected on Ethereum. */
export interface SwapTestKit {
  appKit: AppKit
  store: SwapStore
  provider: TestSwapProvider
  wallet: TestSwapWalletLog
  analytics: AnalyticsEvent[]
  sent: PorticoEvents['transaction:sent'][]
  destroy(): void
}

const networks = [
  { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545/1'] } } },
  { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545/31337'] } } },
  { id: 11155111, name: 'Sepolia', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545/11155111'] } }, testnet: true },
]

/**
 * `createAppKit` with the swaps plugin (quotes after `quoteDelay` ms, 20 by default), the test
 * provider and wallet as told, connected on Ethereum with the balances read, the Swap views
 * opened from Account as the wallet-features row does, and the token lists read.
 */
export async function swapTestKit(options: { provider?: TestSwapProviderOptions; wallet?: TestSwapWalletOptions; quoteDelay?: number } = {}): Promise<SwapTestKit> {
  const provider = testSwapProvider(options.provider)
  const { adapter, wallet } = testSwapWallet(options.wallet)
  const appKit = createAppKit({ projectId: 'swaps-test', networks, adapters: [adapter], plugins: [swaps({ provider })] })
  await appKit.ready
  const analytics: AnalyticsEvent[] = []
  const sent: PorticoEvents['transaction:sent'][] = []
  const stops = [appKit.on('analytics', (event) => analytics.push(event)), appKit.store.events.on('transaction:sent', (event) => sent.push(event))]
  await appKit.store.adapters.connect('harbor')
  const store = appKit.store.plugins.get('swaps')
  if (!store) throw new Error('The swaps plugin is not set up')
  store.quoteDelay = options.quoteDelay ?? 20
  appKit.store.router.reset('Account')
  appKit.store.router.push('Swap')
  await store.loadTokens()
  await loadActiveBalances(rootBalancesSource(appKit.store))
  return {
    appKit,
    store,
    provider,
    wallet,
    analytics,
    sent,
    destroy() {
      for (const stop of stops) stop()
      appKit.destroy()
    },
  }
}
