import { reaction } from 'mobx'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { AppKitContext } from './react/AppKitContext.ts'
import type { AppKit } from '@portico/kernel/internal'
import { isolationCss } from './shell/isolationCss.ts'
import { ModalDialog } from './shell/ModalDialog.tsx'
import { shellCss } from './shell/shellCss.ts'
import { useDocumentStyles } from './shell/useDocumentStyles.ts'
import { usePortalContainer } from './shell/usePortalContainer.ts'
import { viewsCss } from './views/views.css.ts'
import { joinModalMessages } from './modalMessages.ts'
import { themeBaseCss } from './theme/themeBaseCss.ts'

// The modal's strings load with its chunk.
joinModalMessages()

// The reset against the host page's CSS comes first: every rule after it wins over it.
const modalCss = isolationCss + themeBaseCss + shellCss + viewsCss

/** Props of `ModalRoot`. */
export interface ModalRootProps {
  appKit: AppKit
  /** Render in place (Storybook): no portal, no inert page, no scroll lock. */
  inline?: boolean
}

/**
 * The whole modal of an instance, shown while `store.modal.open` (once it is no longer loading): portalled onto
 * `document.body`, or rendered in place when `inline`. Provides the instance to the views.
 */
export const ModalRoot = observer(function ModalRoot({ appKit, inline = false }: ModalRootProps) {
  useDocumentStyles(modalCss)
  const container = usePortalContainer(!inline)
  const { modal } = appKit.store
  // What had focus when the modal opened gets it back when it closes, though the dialog may mount
  // again in between (an open() while open shows the next view only once it is complete).
  const [trigger, setTrigger] = useState<HTMLElement | undefined>(undefined)
  useEffect(
    () =>
      reaction(
        () => modal.open,
        (open) => {
          // Focus already in the modal (this root mounted on an open) is no trigger.
          const active = typeof document === 'undefined' ? null : document.activeElement
          setTrigger(open && active instanceof HTMLElement && active !== document.body && !active.closest('.pc-root') ? active : undefined)
        },
        { fireImmediately: true },
      ),
    [modal],
  )
  // While an open prepares its view (`loading`), nothing shows: the dialog's first frame is complete.
  const dialog = modal.open && !modal.loading ? <ModalDialog inline={inline} trigger={trigger} /> : null
  return (
    <AppKitContext.Provider value={appKit}>
      {inline ? dialog : container && dialog ? createPortal(dialog, container) : null}
    </AppKitContext.Provider>
  )
})
