import type { PluginContext } from '@portico/kernel/extend'
import { reaction } from 'mobx'
import { serviceSwapProvider } from './serviceSwapProvider.ts'
import type { SwapProvider } from './SwapProvider.ts'
import { swapNetworks } from './swapNetworks.ts'
import { SwapStore } from './SwapStore.ts'
import { swapsMessages } from './swapsMessages.ts'
import { swapsLocales } from './swapsLocales.ts'

/**
 * Sets the swaps plugin up: its messages, its store (the host's provider, else the project
 * service when one is configured), three views and the wallet-features entry, offered only where
 * swaps are (SPEC §9's networks and the provider's chains, read once when an EVM network outside
 * SPEC's list is active). Closing the modal on a swap's success, or leaving its result, empties the form;
 * no quote is asked while no swap view shows.
 */
export function setup(context: PluginContext, provider?: SwapProvider): void {
  context.addMessages(swapsMessages)
  context.addLocaleLoader((locale) => swapsLocales[locale]?.().then((module) => module.default))
  const store = context.attach('swaps', new SwapStore(context, context.analytics, provider ?? (context.http ? serviceSwapProvider(context.http) : undefined)))
  // A swap that went through is shown as its result, titled so.
  const titled = (key: string) => () => (store.phase === 'success' ? 'swaps.successTitle' : key)
  context.registerView('Swap', () => import('./SwapView.tsx'), { title: titled('swaps.title') })
  context.registerView('SwapSelectToken', () => import('./SwapSelectTokenView.tsx'), { title: 'swaps.selectTokenTitle' })
  context.registerView('SwapPreview', () => import('./SwapPreviewView.tsx'), { title: titled('swaps.previewTitle') })
  context.addWalletFeature({ id: 'swaps', label: 'swaps.feature', view: 'Swap', icon: 'swap', namespaces: ['eip155'], isAvailable: () => store.isAvailable })
  context.onTeardown(
    reaction(
      () => store.network,
      (network) => {
        if (network && !swapNetworks.includes(Number(network.id))) void store.loadChains()
      },
      { fireImmediately: true },
    ),
  )
  // A swap done is not shown again: closing the modal on its success, or leaving its result, empties the form.
  context.onTeardown(
    reaction(
      () => context.modal.open && (context.router.view === 'Swap' || context.router.view === 'SwapPreview'),
      (shown) => {
        if (!shown && store.phase === 'success') store.reset()
      },
    ),
  )
  // No quote is asked while no swap view shows (an expiring quote was asked again every 30 s for as
  // long as the page stayed open after the modal closed): leaving them stops the form's quoting, the
  // request in flight aborted; shown again, an expired quote is asked again at once and a request
  // cut short is made again. A swap under way keeps its own course.
  const swapViews = ['Swap', 'SwapSelectToken', 'SwapPreview']
  context.onTeardown(
    reaction(
      () => context.modal.open && swapViews.includes(context.router.view),
      (shown) => {
        if (store.phase !== 'form') return
        if (!shown) store.stopQuoting()
        else if (store.quote) store.resumeQuoting()
        else if (!store.quoting && !store.quoteError) store.requote()
      },
    ),
  )
  context.onTeardown(store.stopQuoting)
}
