import { useTranslate } from '@portico/kernel/ui'
import { usePartStyles } from '@portico/kernel/ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { emailCss } from './emailCss.ts'
import { useEmailStore } from './useEmailStore.ts'
import { WaitOrRetry } from './WaitOrRetry.tsx'

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
      <WaitOrRetry error={store.status === 'error' ? (store.error ?? '') : undefined} waitingText={t('email.exportKeyWaiting')} onRetry={() => void store.exportPrivateKey()} />
    </div>
  )
})

export default ExportPrivateKeyView
