import type { AppKit } from '../AppKit.ts'
import { headlessConnectionOf } from './headlessConnectionOf.ts'
import { instanceOf } from './instanceOf.ts'

/** Gives up the WalletConnect pairing in progress and forgets its URI and error (AppKit's `resetWalletConnectUri`, the hook's `resetWcUri`). */
export function resetWalletConnectUri(appKit?: AppKit): void {
  headlessConnectionOf(instanceOf(appKit).store).resetWcUri()
}
