import { compareStructural, reaction } from 'mobx'
import type { AppKit } from '../AppKit.ts'
import type { WalletConnectUriState } from './WalletConnectUriState.ts'
import { instanceOf } from './instanceOf.ts'
import { walletConnectUriStateOf } from './walletConnectUriStateOf.ts'

/** Calls back with WalletConnect's URI, error and fetching state whenever they change (AppKit's `subscribeWalletConnectUri`); returns the unsubscribe function. */
export function subscribeWalletConnectUri(callback: (state: WalletConnectUriState) => void, appKit?: AppKit): () => void {
  const instance = instanceOf(appKit)
  const stop = reaction(() => walletConnectUriStateOf(instance.store), callback, { equals: compareStructural })
  instance.addCleanup(stop)
  return stop
}
