import type { AppKit } from '../AppKit.ts'
import { headlessConnectionOf } from './headlessConnectionOf.ts'
import { instanceOf } from './instanceOf.ts'

/** Forgets the wallet being connected (AppKit's `resetConnectingWallet`). */
export function resetConnectingWallet(appKit?: AppKit): void {
  headlessConnectionOf(instanceOf(appKit).store).resetConnectingWallet()
}
