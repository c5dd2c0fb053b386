import { Button, Spinner, usePartStyles, useTranslate } from '@portico/kernel/ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { socialsCss } from './socialsCss.ts'
import { useSocialsStore } from './useSocialsStore.ts'

/**
 * The private key export (issue 31) for a social login: waits while the secure frame, shown over
 * the modal, asks the user to confirm and shows the keys; then back to Account. A failure says
 * why, with Try again.
 */
const ExportPrivateKeyView = observer(function ExportPrivateKeyView() {
  usePartStyles('socials', socialsCss)
  const t = useTranslate()
  const store = useSocialsStore().keyExport
  const asked = useRef(false)
  useEffect(() => {
    // One export request, also when effects run twice in development.
    if (asked.current) return
    asked.current = true
    void store.exportPrivateKey()
  }, [store])
  if (store.status === 'error')
    return (
      <div className="pc-screen pc-connecting" data-state="error">
        <p className="pc-text-error" role="alert">
          {store.error}
        </p>
        <Button fullWidth onClick={() => void store.exportPrivateKey()}>
          {t('socials.retry')}
        </Button>
      </div>
    )
  return (
    <div className="pc-screen pc-connecting" data-state="loading">
      <div role="status" className="pc-connecting-status">
        <Spinner label={t('socials.exportKeyWaiting')} />
        <p className="pc-text-primary">{t('socials.exportKeyWaiting')}</p>
      </div>
    </div>
  )
})

export default ExportPrivateKeyView
