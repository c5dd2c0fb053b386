import { escapeHtml } from '../escapeHtml.ts'
import { htmlPage } from './htmlPage.ts'

/** The state of a device-approval link: waiting for the click, approved, or unknown. */
export type DeviceApprovalPageState = 'waiting' | 'approved' | 'invalid'

/** The device-approval page the mailbox links to: one "Approve this device" button. */
export function renderDeviceApprovalPage(token: string, state: DeviceApprovalPageState): string {
  if (state === 'invalid') return htmlPage('Device approval', '<h1>Device approval</h1><p role="alert">This approval link is not valid.</p>')
  if (state === 'approved') {
    return htmlPage('Device approved', '<h1>Device approved</h1><p role="status">This device is approved. You can close this window.</p>')
  }
  return htmlPage(
    'Approve a new device',
    `<h1>Approve a new device</h1>
      <p>A new device asks to log in to your wallet with this e-mail. Approve it only if it is yours.</p>
      <form method="post" action="/device/approve">
        <input type="hidden" name="token" value="${escapeHtml(token)}" />
        <button type="submit">Approve this device</button>
      </form>`,
  )
}
