import { useEffect, type RefObject } from 'react'
import { focusableElements } from './focusableElements.ts'

/** Props of `ViewFocus`. */
export interface ViewFocusProps {
  /** The element the view renders into. */
  viewRef: RefObject<HTMLElement | null>
  /** Whether this is the opening's first view; true once only. */
  takeOpening: () => boolean
  /** Says the new view's title through the modal's live region. */
  announce: () => void
}

/**
 * Where focus goes once a view is on screen (rendered after it, inside its Suspense boundary), for
 * keyboard and screen-reader users. The first view of an opening: its first control (in a modal
 * dialog; an inline one leaves the page's focus alone). Each next view: the dialog's heading,
 * unless the view took focus itself (a code field, a search), and its title is announced. So
 * focus never falls to the page's body on a view change.
 */
export function ViewFocus({ viewRef, takeOpening, announce }: ViewFocusProps) {
  useEffect(() => {
    const element = viewRef.current
    if (!element) return
    const dialog = element.closest<HTMLElement>('[role="dialog"]')
    if (takeOpening()) {
      if (dialog?.getAttribute('aria-modal') === 'true' && !element.contains(document.activeElement)) focusableElements(element)[0]?.focus({ preventScroll: true })
      return
    }
    announce()
    if (!element.contains(document.activeElement)) dialog?.querySelector<HTMLElement>('.pc-header-title')?.focus({ preventScroll: true })
    // Once per view shown: the view's element is keyed by the view, so a new view mounts this anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}
