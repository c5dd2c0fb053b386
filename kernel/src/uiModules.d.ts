// The two modules of the UI package (@portico/ui) that the hosts' createAppKit loads by dynamic
// import (modalUi.ts), declared here by the kernel's own types: the UI package builds on the
// kernel, so the kernel's build cannot read the UI package's declarations. modalUi.test.ts loads
// the real modules through modalUi and checks they are what this file says.
declare module '@portico/ui/modal' {
  /** Renders the modal for an instance (`ModalUi.loadModal`). */
  export function mountModal(appKit: import('./AppKit.ts').AppKit): import('./plugins/MountedModal.ts').MountedModal
}
declare module '@portico/ui/elements' {
  /** Defines AppKit's custom elements, once (`ModalUi.defineElements`). */
  export function defineWebComponents(logger: import('./services/Logger.ts').Logger): void
}
