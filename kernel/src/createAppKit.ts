import type { AppKit } from './AppKit.ts'
import type { AppKitOptionsInput } from './config/AppKitOptions.ts'
import { createAppKitWith } from './createAppKitWith.ts'
import { modalUi } from './modalUi.ts'

/**
 * Creates the Portico instance: decodes the options, builds the stores and starts loading
 * remote configuration and the enabled plugins, with the modal as its UI (loaded on first open,
 * never with `features.headless`). Safe on a server: nothing touches the DOM until the modal opens.
 */
export function createAppKit(input: AppKitOptionsInput): AppKit {
  return createAppKitWith(input, modalUi)
}
