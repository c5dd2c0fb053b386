import type { AppKit } from '../AppKit.ts'
import type { WalletListState } from './WalletListState.ts'
import { instanceOf } from './instanceOf.ts'
import { walletListStateOf } from './walletListStateOf.ts'

/** The headless wallet list and connection now (AppKit's `getWalletList`); `subscribeWalletList` starts the listing and follows it. */
export function getWalletList(appKit?: AppKit): WalletListState {
  return walletListStateOf(instanceOf(appKit).store)
}
