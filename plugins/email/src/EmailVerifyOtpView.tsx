import { useTranslate } from '@portico/ui'
import { usePluginContext } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { OtpForm } from './OtpForm.tsx'
import { routeEmail } from './routeEmail.ts'
import { useEmailStore } from './useEmailStore.ts'

/** The code sent to the e-mail: entered, checked by the frame, and the embedded wallet connects. */
const EmailVerifyOtpView = observer(function EmailVerifyOtpView() {
  const t = useTranslate()
  const context = usePluginContext('email')
  const store = useEmailStore()
  const [email] = useState(() => routeEmail(context.router))
  return (
    <OtpForm
      intro={t('email.otpIntro', { email })}
      onSubmit={(otp) => void store.submitOtp(otp, email)}
      onResend={() => void store.submitEmail(email)}
    />
  )
})

export default EmailVerifyOtpView
