import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { isDevelopment } from '@portico/kernel/internal'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { useTranslate } from '../useTranslate.ts'
import { Icon } from './Icon.tsx'
import { RouteTitle } from './RouteTitle.ts'
import type { ShownView } from './useShownView.ts'
import { viewTitleKey } from './viewTitleKey.ts'

/**
 * The modal's header: back (when there is history; on Connect without it, the help), the title of
 * the view shown (`useShownView`: not the next one while its code is on its way), and close.
 */
export const ModalHeader = observer(function ModalHeader({ titleId, shown }: { titleId: string; shown: ShownView }) {
  const { store } = useAppKitInstance()
  const t = useTranslate()
  const { router, registry, modal } = store
  const { registration, data } = shown
  // A view opened for one thing (the wallet being connected) may be titled with its name.
  const named = RouteTitle.is(data) && data.title !== '' ? data.title : undefined
  const titleKey = registration ? viewTitleKey(registration) : ''
  const title = registration ? (named ?? (titleKey ? t(titleKey) : registration.id)) : t('modal.viewNotFound.title')

  useEffect(() => {
    if (registration && !registration.title && isDevelopment()) store.logger.warn(`The view "${registration.id}" has no title; register it with a title key`)
  }, [registration, store])

  return (
    <div className="pc-header" data-part="header">
      {router.canGoBack ? (
        <button type="button" className="pc-icon-button" data-part="back-button" data-action="back" aria-label={t('modal.back')} onClick={() => router.goBack()}>
          <Icon name="back" />
        </button>
      ) : router.view === 'Connect' && registry.views.has('WhatIsAWallet') ? (
        // Help for someone without a wallet, where AppKit has it (its "?").
        <button type="button" className="pc-icon-button" data-part="help-button" data-action="help" aria-label={t('connect.help')} onClick={() => router.push('WhatIsAWallet')}>
          <Icon name="help" />
        </button>
      ) : (
        <span className="pc-header-spacer" />
      )}
      <h2 key={title} id={titleId} className="pc-header-title" data-part="title" tabIndex={-1}>
        {title}
      </h2>
      <button
        type="button"
        className="pc-icon-button"
        data-part="close-button"
        data-action="close"
        aria-label={t('modal.close')}
        disabled={!modal.canClose}
        onClick={() => store.requestClose()}
      >
        <Icon name="close" />
      </button>
    </div>
  )
})
