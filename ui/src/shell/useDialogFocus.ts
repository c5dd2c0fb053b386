import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { focusableElements } from './focusableElements.ts'
import { makePageInert } from './makePageInert.ts'

/**
 * Focus handling of the dialog. On mount: remember the focused element (or `trigger`, what had
 * focus when the modal opened, if the dialog mounts again while open), make the
 * rest of the page inert when `isolate`, move focus into the dialog. While mounted: Tab and
 * Shift+Tab cycle inside, and focus that escapes is brought back (when `isolate`). On unmount:
 * lift the inert, then give focus back to the trigger; in that order, as an inert element
 * cannot take focus. A key pressed while focus is lost to the page body brings it back (and
 * Escape still closes). Returns the Tab key handler.
 */
export function useDialogFocus(dialogRef: RefObject<HTMLElement | null>, isolate: boolean, trigger?: HTMLElement): (event: KeyboardEvent) => void {
  // Read when the dialog closes: it may be known only after the dialog mounted.
  const triggerRef = useRef(trigger)
  useEffect(() => {
    triggerRef.current = trigger
  }, [trigger])

  // Read as the dialog first renders: by its effects, a view may have moved focus in already.
  const [focused] = useState(() => (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : undefined))

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const liftInert = isolate ? makePageInert(dialog) : undefined
    if (!dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true })
    const bringBack = (event: FocusEvent) => {
      // The secure frame shown over the modal (data-portico-overlay) keeps the focus it takes.
      if (event.target instanceof Element && event.target.hasAttribute('data-portico-overlay')) return
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus({ preventScroll: true })
    }
    // Focus can also be lost to nothing, with no focusin to notice it: the focused element was
    // removed (the view changed) or a wallet's own prompt closed. The next key brings it back.
    const recoverLostFocus = (event: globalThis.KeyboardEvent) => {
      const active = document.activeElement
      if (active !== null && active !== document.body) return
      if (event.key === 'Tab') event.preventDefault()
      dialog.focus({ preventScroll: true })
      if (event.key === 'Escape') dialog.dispatchEvent(new globalThis.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    }
    if (isolate) {
      document.addEventListener('focusin', bringBack)
      document.addEventListener('keydown', recoverLostFocus)
    }
    return () => {
      document.removeEventListener('focusin', bringBack)
      document.removeEventListener('keydown', recoverLostFocus)
      liftInert?.()
      const previous = triggerRef.current ?? focused
      if (previous && previous !== document.body && previous.isConnected) previous.focus({ preventScroll: true })
    }
  }, [dialogRef, isolate, focused])

  return useCallback(
    (event: KeyboardEvent) => {
      const dialog = dialogRef.current
      if (event.key !== 'Tab' || !dialog) return
      const focusable = focusableElements(dialog)
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      const active = document.activeElement
      if (!first || !last) {
        event.preventDefault()
        dialog.focus()
      } else if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && active === last) {
        event.preventDefault()
        first.focus()
      }
    },
    [dialogRef],
  )
}
