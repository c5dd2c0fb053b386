import type { AppKit, ModalUi } from '../internal/index.ts'
import { webComponentSelector } from '../webComponents/webComponentSelector.ts'

/** The kernel's own modal as the default UI plugin: its code and the web components' load apart, on demand. */
export const modalUi: ModalUi<AppKit> = {
  elementSelector: webComponentSelector,
  loadModal: () => import('./mountModal.tsx'),
  // Their chunk failing to load (a page or test torn down first) is no error of the host's.
  defineElements: (logger) => import('../webComponents/defineWebComponents.ts').then((module) => module.defineWebComponents(logger), () => undefined),
}
