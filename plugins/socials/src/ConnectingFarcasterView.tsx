import { useTranslate } from '@portico/ui'
import { Button, QrCode, usePartStyles, usePluginContext, WaitOrRetry } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { socialsCss } from './socialsCss.ts'
import { useSocialsStore } from './useSocialsStore.ts'

/** Farcaster: the frame's URL as a QR code and a link, waiting for the approval; leaving unconnected resets the frame (SPEC §2). */
const ConnectingFarcasterView = observer(function ConnectingFarcasterView() {
  usePartStyles('socials', socialsCss)
  const t = useTranslate()
  const context = usePluginContext('socials')
  const store = useSocialsStore()
  const started = useRef(false)
  useEffect(() => {
    if (!started.current) {
      started.current = true
      void store.connectFarcaster()
    }
    return () => {
      // Deferred: a development remount comes back at once and keeps the login going.
      queueMicrotask(() => {
        if (context.router.view !== 'ConnectingFarcaster' || !context.modal.open) store.leaveFarcaster()
      })
    }
  }, [store, context])
  const url = store.farcasterUrl
  const failed = store.status === 'error' || store.status === 'declined'
  if (failed || !url) {
    return (
      <div className="pc-screen pc-connecting" data-state={failed ? 'error' : 'loading'}>
        <WaitOrRetry
          error={failed ? t('socials.failed') : undefined}
          errorDetail={store.error ? t(store.error) : undefined}
          waitingText={t('socials.farcasterPreparing')}
          onRetry={() => void store.connectFarcaster()}
        />
      </div>
    )
  }
  return (
    <div className="pc-screen pc-connecting" data-state="waiting">
      <div className="pc-social-qr">
        <QrCode value={url} label={t('socials.farcasterQr')} size={240} />
      </div>
      <div role="status" className="pc-connecting-status">
        <p className="pc-text-primary">{t('socials.farcasterScan')}</p>
        <p className="pc-text-secondary">{t('socials.farcasterHint')}</p>
      </div>
      <Button variant="secondary" icon="external" fullWidth onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
        {t('socials.farcasterOpen')}
      </Button>
    </div>
  )
})

export default ConnectingFarcasterView
