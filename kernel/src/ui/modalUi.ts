import type { ModalUi } from '../plugins/ModalUi.ts'
import { webComponentSelector } from '../webComponents/webComponentSelector.ts'

/** The kernel's own modal as the default UI plugin: its code and the web components' load apart, on demand. */
export const modalUi: ModalUi = {
  elementSelector: webComponentSelector,
  loadModal: () => import('./mountModal.tsx'),
  defineElements: (logger) => import('../webComponents/defineWebComponents.ts').then((module) => module.defineWebComponents(logger)),
}
