import { compareStructural, reaction } from 'mobx'
import type { AppKit } from '../AppKit.ts'
import type { WalletListState } from './WalletListState.ts'
import { instanceOf } from './instanceOf.ts'
import { startWalletList } from './startWalletList.ts'
import { walletListStateOf } from './walletListStateOf.ts'

/**
 * Starts listing the wallets (found without SDKs, the registry's first page, featured) and calls
 * back with the headless wallet list whenever it changes (AppKit's `subscribeWalletList`);
 * returns the unsubscribe function, also called when the instance is destroyed.
 */
export function subscribeWalletList(callback: (state: WalletListState) => void, appKit?: AppKit): () => void {
  const instance = instanceOf(appKit)
  startWalletList(instance.store)
  const stop = reaction(() => walletListStateOf(instance.store), callback, { equals: compareStructural })
  instance.addCleanup(stop)
  return stop
}
