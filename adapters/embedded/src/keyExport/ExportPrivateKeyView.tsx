import { usePartStyles, useTranslate, WaitOrRetry } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { keyExportCss } from './keyExportCss.ts'
import type { KeyExportStore } from './KeyExportStore.ts'

/** Props of `ExportPrivateKeyView`. */
export interface ExportPrivateKeyViewProps {
  store: KeyExportStore
}

/**
 * The private key export (issue 31): waits while the secure frame, shown over the modal, asks the
 * user to confirm and shows the keys; then back to Account. A failure says why, with Try again.
 */
export const ExportPrivateKeyView = observer(function ExportPrivateKeyView({ store }: ExportPrivateKeyViewProps) {
  usePartStyles('key-export', keyExportCss)
  const t = useTranslate()
  const asked = useRef(false)
  useEffect(() => {
    // One export request, also when effects run twice in development.
    if (asked.current) return
    asked.current = true
    void store.exportPrivateKey()
  }, [store])
  const failed = store.status === 'error'
  return (
    <div className="pc-key-export" data-state={failed ? 'error' : 'loading'}>
      <WaitOrRetry error={failed ? store.error : undefined} waitingText={t('embeddedWallet.exportKeyWaiting')} onRetry={() => void store.exportPrivateKey()} />
    </div>
  )
})
