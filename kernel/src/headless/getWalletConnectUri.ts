import type { AppKit } from '../AppKit.ts'
import type { WalletConnectUriState } from './WalletConnectUriState.ts'
import { instanceOf } from './instanceOf.ts'
import { walletConnectUriStateOf } from './walletConnectUriStateOf.ts'

/** The WalletConnect URI of the connection in progress, its error and whether it is awaited (AppKit's `getWalletConnectUri`). */
export function getWalletConnectUri(appKit?: AppKit): WalletConnectUriState {
  return walletConnectUriStateOf(instanceOf(appKit).store)
}
