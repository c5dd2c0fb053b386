import { when } from 'mobx'
import type { AppKit } from './AppKit.ts'

/**
 * Shows ApproveTransaction while unsafe requests wait for the user (SPEC §2; see
 * openOnApprovalRequest), its code loaded with the first request: only a loaded connector adapter
 * (the embedded wallet) asks, so a host pays nothing for it before the first open. Returns the
 * function that stops watching.
 */
export function watchApprovalRequests(appKit: AppKit): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  const dispose = when(
    () => appKit.store.approvals?.current !== undefined,
    () =>
      void import('./openOnApprovalRequest.ts').then(({ openOnApprovalRequest }) => {
        if (!stopped) stop = openOnApprovalRequest(appKit)
      }),
  )
  return () => {
    stopped = true
    dispose()
    stop?.()
  }
}
