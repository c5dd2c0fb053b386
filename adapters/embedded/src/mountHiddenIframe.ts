import { FrameError } from './errors.ts'
import type { MountedFrame } from './FrameMount.ts'

/**
 * Mounts the secure frame as an iframe in `document.body`, hidden without `display: none` (which
 * can keep a page from loading): off-screen, 0 by 0, out of the accessibility tree and the tab order.
 */
export function mountHiddenIframe(src: string): MountedFrame {
  if (typeof document === 'undefined' || typeof window === 'undefined') throw new FrameError('FRAME_NOT_SET', 'W3mFrame: iframe is not set', { details: 'There is no document to mount the secure frame in.' })
  const iframe = document.createElement('iframe')
  iframe.src = src
  iframe.title = 'Portico secure frame'
  iframe.tabIndex = -1
  iframe.setAttribute('aria-hidden', 'true')
  iframe.setAttribute('data-portico-secure-frame', '')
  Object.assign(iframe.style, { position: 'fixed', top: '-10000px', left: '-10000px', width: '0', height: '0', border: '0', opacity: '0', pointerEvents: 'none' })
  document.body.appendChild(iframe)
  return {
    window: () => iframe.contentWindow,
    listenOn: window,
    remove: () => iframe.remove(),
  }
}
