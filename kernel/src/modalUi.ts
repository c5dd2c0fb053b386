import type { AppKit } from './AppKit.ts'
import { webComponentSelector } from './model/webComponentSelector.ts'
import type { ModalUi } from './plugins/ModalUi.ts'

/**
 * The modal (the `@portico/ui` package) as the default UI plugin of the hosts' `createAppKit`: its
 * code and the web components' load apart, by dynamic import, on demand. `uiModules.d.ts` types the
 * two modules by the kernel's own contract, so the kernel builds before the package built on it.
 */
export const modalUi: ModalUi<AppKit> = {
  elementSelector: webComponentSelector,
  loadModal: () => import('@portico/ui/modal'),
  // Their chunk failing to load (a page or test torn down first) is no error of the host's.
  defineElements: (logger) => import('@portico/ui/elements').then((module) => module.defineWebComponents(logger), () => undefined),
}
