import type { PluginContext } from '@portico/kernel/extend'
import { NftsStore } from './NftsStore.ts'
import { nftsMessages } from './nftsMessages.ts'
import { nftsLocales } from './nftsLocales.ts'

/** Sets the NFTs plugin up: its messages, its store, the Account view's NFTs tab (order 2) and the detail view. */
export function setup(context: PluginContext): void {
  context.addMessages(nftsMessages)
  context.addLocaleLoader((locale) => nftsLocales[locale]?.().then((module) => module.default))
  const store = context.attach('nfts', new NftsStore(context, context.http))
  context.onTeardown(store.dispose)
  context.addAccountTab({ id: 'nfts', label: 'nfts.tab', order: 2, load: () => import('./NftsTab.tsx') })
  context.registerView('NftDetail', () => import('./NftDetailView.tsx'), { title: 'nfts.detailTitle' })
}
