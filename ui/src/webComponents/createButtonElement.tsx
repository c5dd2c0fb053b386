import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { activeInstance } from '@portico/kernel/internal'
import { AppKitContext } from '../react/AppKitContext.ts'
import { adoptStyleSheet } from '../shell/adoptStyleSheet.ts'
import { AppKitAccountButton } from './AppKitAccountButton.tsx'
import { AppKitButton } from './AppKitButton.tsx'
import { AppKitConnectButton } from './AppKitConnectButton.tsx'
import { AppKitNetworkButton } from './AppKitNetworkButton.tsx'
import { liveElements } from './liveElements.ts'
import { readElementAttributes } from './readElementAttributes.ts'
import type { ElementAttributes } from './readElementAttributes.ts'
import type { WebComponentKind } from './webComponentKinds.ts'

const components: Record<WebComponentKind, ComponentType<ElementAttributes>> = {
  button: AppKitButton,
  connect: AppKitConnectButton,
  account: AppKitAccountButton,
  network: AppKitNetworkButton,
}

// Every element watches all of AppKit's attributes and uses those of its kind.
const observedAttributes = ['disabled', 'balance', 'size', 'label', 'loadinglabel', 'namespace']

// The host's CSS may still place and size the element itself; `hidden` hides it.
const hostCss = ':host{display:inline-block}:host([hidden]){display:none}'

/**
 * A custom element class (a new one per call: a class is defined under one name only) that
 * renders one kind of web component with React into its shadow root, for the active instance,
 * again whenever an attribute changes; it unmounts once it has left the page.
 */
export function createButtonElement(kind: WebComponentKind): CustomElementConstructor {
  const Component = components[kind]
  return class PorticoButtonElement extends HTMLElement {
    static readonly observedAttributes = observedAttributes
    private root: Root | undefined

    connectedCallback(): void {
      liveElements.add(this)
      this.render()
    }

    disconnectedCallback(): void {
      liveElements.delete(this)
      // Not at once: the host may be in the middle of its own React commit, and an element moved
      // in the page is disconnected and connected again.
      queueMicrotask(() => {
        if (this.isConnected) return
        this.root?.unmount()
        this.root = undefined
      })
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.render()
    }

    /** Renders for the active instance; nothing while there is none. */
    render(): void {
      const appKit = activeInstance.get()
      if (!this.root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open', delegatesFocus: true })
        adoptStyleSheet(shadow, '', hostCss)
        this.root = createRoot(shadow)
      }
      this.root.render(
        appKit ? (
          <AppKitContext.Provider value={appKit}>
            <Component {...readElementAttributes(this)} />
          </AppKitContext.Provider>
        ) : null,
      )
    }
  }
}
