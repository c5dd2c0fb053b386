import { reaction } from 'mobx'
import type { AppKit } from './AppKit.ts'
import { approvalsOf } from './store/approvalsOf.ts'

const view = 'ApproveTransaction'

/**
 * Shows ApproveTransaction while unsafe requests wait for the user (SPEC §2): it opens the modal
 * on it when closed, or moves to it when open (over a send's transaction stack, or any view).
 * Once none waits it goes back, or closes the modal it opened. Closing the modal or leaving the
 * view rejects what still waits. Returns the function that stops watching.
 */
export function openOnApprovalRequest(appKit: AppKit): () => void {
  const { modal, router } = appKit.store
  // Started by the first request, which created the store.
  const approvals = approvalsOf(appKit.store)
  let openedForApproval = false
  const stops = [
    reaction(
      () => approvals.current !== undefined,
      (waiting) => {
        if (waiting) {
          if (!modal.open) {
            openedForApproval = true
            void appKit.open({ view })
          } else if (router.view !== view) router.push(view)
          return
        }
        if (!modal.open || router.view !== view) return
        if (openedForApproval || router.history.length === 1) {
          openedForApproval = false
          appKit.close()
        } else router.goBack()
      },
      // Started by the first request (watchApprovalRequests), which it answers at once.
      { fireImmediately: true },
    ),
    reaction(
      () => modal.open,
      (open) => {
        if (open) return
        openedForApproval = false
        approvals.rejectAll()
      },
    ),
    reaction(
      () => router.view,
      (current, previous) => {
        if (previous === view && current !== view && modal.open) approvals.rejectAll()
      },
    ),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
