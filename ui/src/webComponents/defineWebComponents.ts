import type { Logger } from '@portico/kernel/internal'
import { createButtonElement } from './createButtonElement.tsx'
import { liveElements } from './liveElements.ts'
import { joinWebComponentMessages } from './webComponentMessages.ts'
import { webComponentKinds } from './webComponentKinds.ts'

/**
 * Defines AppKit's web components (`<appkit-button>`, `<appkit-connect-button>`,
 * `<appkit-account-button>`, `<appkit-network-button>` and their `w3m-*` names), each only if its
 * name is still free; elements already in the page upgrade now. Those already defined render
 * again, for the instance `createAppKit` made last. `createAppKit` calls it in a browser.
 */
export function defineWebComponents(logger: Logger, registry: Pick<CustomElementRegistry, 'get' | 'define'> | undefined = globalThis.customElements): void {
  // The page may be gone by the time this code has loaded.
  if (!registry) return
  try {
    joinWebComponentMessages()
    for (const [tagName, kind] of Object.entries(webComponentKinds)) {
      if (!registry.get(tagName)) registry.define(tagName, createButtonElement(kind))
    }
    for (const element of liveElements) element.render()
  } catch (error) {
    logger.error('the web components could not be defined', error)
  }
}
