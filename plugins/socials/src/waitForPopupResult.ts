import { decode } from '@portico/kernel/extend'
import { SocialAbortedError, SocialPopupClosedError } from './errors.ts'
import { SocialResultMessage } from './SocialResultMessage.ts'
import type { LoginPopup } from './LoginPopup.ts'

/** How often a closed popup is looked for: closing it is not an event the opener gets. */
const closedCheckMs = 500

/**
 * Waits for the provider popup's result: a message from the popup window itself, from the
 * origin it was sent to, decoded; anything else is ignored. Rejects with code 4001 when the
 * user closes the popup first, and stops when `signal` aborts.
 */
export function waitForPopupResult(popup: Pick<LoginPopup, 'closed'>, expectedOrigin: string, signal: AbortSignal): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== expectedOrigin || event.source !== popup) return
      const decoded = decode(SocialResultMessage, event.data)
      if (!decoded.ok) return
      finish()
      resolve(decoded.value.uri)
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      finish()
      reject(new SocialPopupClosedError())
    }, closedCheckMs)
    const onAbort = () => {
      finish()
      reject(new SocialAbortedError())
    }
    const finish = () => {
      clearInterval(timer)
      window.removeEventListener('message', onMessage)
      signal.removeEventListener('abort', onAbort)
    }
    window.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort)
  })
}
