import { useTranslate } from '@portico/kernel/ui'
import { Button, Spinner, usePartStyles } from '@portico/kernel/ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { emailCss } from './emailCss.ts'
import { useEmailStore } from './useEmailStore.ts'

/**
 * The private key export (issue 31): waits while the secure frame, shown over the modal, asks the
 * user to confirm and shows the keys; then back to Account. A failure says why, with Try again.
 */
const ExportPrivateKeyView = observer(function ExportPrivateKeyView() {
  usePartStyles('email', emailCss)
  const t = useTranslate()
  const store = useEmailStore().keyExport
  const asked = useRef(false)
  useEffect(() => {
    // One export request, also when effects run twice in development.
    if (asked.current) return
    asked.current = true
    void store.exportPrivateKey()
  }, [store])
  return (
    <div className="pc-email" data-state={store.status === 'error' ? 'error' : 'loading'}>
      {store.status === 'error' ? (
        <>
          <p className="pc-text-error" role="alert">
            {store.error}
          </p>
          <Button fullWidth onClick={() => void store.exportPrivateKey()}>
            {t('email.retry')}
          </Button>
        </>
      ) : (
        <div className="pc-view-state">
          <Spinner label={t('email.exportKeyWaiting')} />
          <p>{t('email.exportKeyWaiting')}</p>
        </div>
      )}
    </div>
  )
})

export default ExportPrivateKeyView
