import { useTranslate } from '@portico/ui'
import { usePartStyles, useRouteData, WaitOrRetry } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { emailCss } from './emailCss.ts'
import { EmailRouteData } from './EmailRouteData.ts'
import { useEmailStore } from './useEmailStore.ts'

/** A new device: waits while the user approves it from the e-mail, then asks for the code (SPEC §4). */
const EmailVerifyDeviceView = observer(function EmailVerifyDeviceView() {
  usePartStyles('email', emailCss)
  const t = useTranslate()
  const store = useEmailStore()
  const email = useRouteData('EmailVerifyDevice', EmailRouteData)?.email ?? ''
  const asked = useRef(false)
  useEffect(() => {
    // One approval request, also when effects run twice in development.
    if (asked.current) return
    asked.current = true
    void store.approveDevice(email)
  }, [store, email])
  return (
    <div className="pc-email" data-state={store.error ? 'error' : 'loading'}>
      <p className="pc-email-intro">{t('email.deviceIntro', { email })}</p>
      <WaitOrRetry error={store.error || undefined} waitingText={t('email.deviceWaiting')} onRetry={() => void store.approveDevice(email)} />
    </div>
  )
})

export default EmailVerifyDeviceView
