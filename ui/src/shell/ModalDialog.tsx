import { observer } from 'mobx-react-lite'
import { useId, useRef, type CSSProperties, type KeyboardEvent } from 'react'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { AlertBar } from './AlertBar.tsx'
import { AnimatedHeight } from './AnimatedHeight.tsx'
import { ModalHeader } from './ModalHeader.tsx'
import { Snack } from './Snack.tsx'
import { useDialogFocus } from './useDialogFocus.ts'
import { useScrollLock } from './useScrollLock.ts'
import { useShownView } from './useShownView.ts'
import { ViewHost } from './ViewHost.tsx'
import { themeCustomProperties } from '../theme/themeCustomProperties.ts'

/**
 * The open modal: backdrop and dialog with header, alert bar, current view and snack. It owns
 * the dialog's accessibility: labelled title, focus moved in, trapped and restored, Escape and
 * backdrop close (through `requestClose`, which a close guard may refuse), and, unless
 * `inline`, the rest of the page inert and not scrolling.
 */
export const ModalDialog = observer(function ModalDialog({ inline, trigger }: { inline: boolean; trigger?: HTMLElement | undefined }) {
  const { store } = useAppKitInstance()
  const { theme, i18n } = store
  const shown = useShownView()
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const pressedBackdrop = useRef(false)
  const trapTab = useDialogFocus(dialogRef, !inline, trigger)
  useScrollLock(!inline)

  const { themeMode } = theme
  const style = themeCustomProperties(theme.themeMode, theme.themeVariables) as CSSProperties

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault()
      store.requestClose()
      return
    }
    trapTab(event)
  }

  return (
    <div
      className="pc-root pc-overlay"
      data-part="overlay"
      data-theme={themeMode}
      data-inline={inline || undefined}
      dir={i18n.direction}
      lang={i18n.locale}
      style={style}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) store.requestClose()
        pressedBackdrop.current = false
      }}
    >
      <div
        ref={dialogRef}
        className="pc-dialog"
        data-part="dialog"
        role="dialog"
        aria-modal={inline ? undefined : true}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-state="open"
        data-view={shown.view}
        dir={i18n.direction}
        lang={i18n.locale}
        onKeyDown={onKeyDown}
      >
        <ModalHeader titleId={titleId} shown={shown} />
        <AlertBar />
        <AnimatedHeight>
          <ViewHost shown={shown} />
        </AnimatedHeight>
        <Snack />
      </div>
    </div>
  )
})
