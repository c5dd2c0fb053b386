import type { Logger } from '../services/Logger.ts'
import type { MountedModal } from './MountedModal.ts'

/**
 * The modal's UI as the headless core loads it, a plugin of its own: `createAppKit` hands the
 * core the default one (the shell, the core views and the web components); a headless host has none.
 * `Instance` is the instance the modal mounts for (`AppKit`, named by its users: this file stays below it).
 */
export interface ModalUi<Instance> {
  /** A CSS selector of the UI's custom elements: a page that holds one gets them defined at once, else when the browser is first idle. */
  readonly elementSelector: string
  /** Loads the modal's code (on first open or ahead of it); `mountModal` renders it for an instance. */
  loadModal(): Promise<{ mountModal(appKit: Instance): MountedModal }>
  /** Loads the custom elements' code and defines them; settles, never rejects. */
  defineElements(logger: Logger): Promise<void>
}
