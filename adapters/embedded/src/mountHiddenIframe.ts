import { decode } from '@portico/kernel/extend'
import { FrameError } from './errors.ts'
import type { MountedFrame } from './FrameMount.ts'
import { FrameVisibilityMessage } from './FrameVisibilityMessage.ts'

const hiddenStyle = { position: 'fixed', top: '-10000px', left: '-10000px', width: '0', height: '0', border: '0', opacity: '0', pointerEvents: 'none', zIndex: '' }
// Over everything, the modal included: the frame draws its own backdrop and card.
const shownStyle = { position: 'fixed', top: '0', left: '0', width: '100vw', height: '100vh', border: '0', opacity: '1', pointerEvents: 'auto', zIndex: '2147483647' }

function hide(iframe: HTMLIFrameElement): void {
  if (document.activeElement === iframe) iframe.blur()
  Object.assign(iframe.style, hiddenStyle)
  iframe.tabIndex = -1
  iframe.setAttribute('aria-hidden', 'true')
  iframe.removeAttribute('data-portico-overlay')
}

function reveal(iframe: HTMLIFrameElement): void {
  Object.assign(iframe.style, shownStyle)
  iframe.tabIndex = 0
  iframe.removeAttribute('aria-hidden')
  // The modal's focus trap and inert page leave an element marked so alone.
  iframe.setAttribute('data-portico-overlay', '')
  iframe.removeAttribute('inert')
  iframe.focus({ preventScroll: true })
}

/**
 * Mounts the secure frame as an iframe in `document.body`, hidden without `display: none` (which
 * can keep a page from loading): off-screen, 0 by 0, out of the accessibility tree and the tab order.
 * The frame page (its origin, its window only) may ask to be shown over the page while it asks the
 * user something only it may ask, such as the wallet's recovery password, and hidden again.
 */
export function mountHiddenIframe(src: string): MountedFrame {
  if (typeof document === 'undefined' || typeof window === 'undefined') throw new FrameError('FRAME_NOT_SET', 'W3mFrame: iframe is not set', { details: 'There is no document to mount the secure frame in.' })
  const iframe = document.createElement('iframe')
  iframe.src = src
  iframe.title = 'Portico secure frame'
  // Passkeys (the recovery share's PRF) are made and used inside the frame: a cross-origin frame
  // may do so only when its embedder delegates both features. The user's exported key is copied
  // from inside the frame too (clipboard-write), so it never passes through the app.
  iframe.allow = 'publickey-credentials-create; publickey-credentials-get; clipboard-write'
  iframe.setAttribute('data-portico-secure-frame', '')
  hide(iframe)
  const frameOrigin = new URL(src).origin
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin || event.source === null || event.source !== iframe.contentWindow) return
    const decoded = decode(FrameVisibilityMessage, event.data)
    if (!decoded.ok) return
    if (decoded.value.visible) reveal(iframe)
    else hide(iframe)
  }
  window.addEventListener('message', onMessage)
  document.body.appendChild(iframe)
  return {
    window: () => iframe.contentWindow,
    listenOn: window,
    remove: () => {
      window.removeEventListener('message', onMessage)
      iframe.remove()
    },
  }
}
