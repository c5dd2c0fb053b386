import { Button, Spinner, usePartStyles, useTranslate } from '@portico/kernel/ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { socialsCss } from './socialsCss.ts'
import { useSocialsStore } from './useSocialsStore.ts'

/**
 * The private key export (issue 31) for a host with the socials plugin: waits while the secure
 * frame, shown over the modal, asks the user to confirm and shows the keys; then back to Account.
 * A failure says why, with Try again. Drawn as the e-mail plugin's view of the same id is, so a
 * host listing both sees one view whichever registered last.
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
  const waiting = t('socials.exportKeyWaiting')
  return (
    <div className="pc-socials-export" data-state={store.status === 'error' ? 'error' : 'loading'}>
      {store.status === 'error' ? (
        <>
          <p className="pc-text-error" role="alert">
            {store.error}
          </p>
          <Button fullWidth onClick={() => void store.exportPrivateKey()}>
            {t('socials.retry')}
          </Button>
        </>
      ) : (
        <div className="pc-view-state">
          <Spinner label={waiting} />
          <p>{waiting}</p>
        </div>
      )}
    </div>
  )
})

export default ExportPrivateKeyView
