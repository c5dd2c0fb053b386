import { useTranslate } from '@portico/ui'
import { useRouteData } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { OtpForm } from './OtpForm.tsx'
import { EmailRouteData } from './EmailRouteData.ts'
import { useEmailStore } from './useEmailStore.ts'

/** The code sent to the e-mail: entered, checked by the frame, and the embedded wallet connects. */
const EmailVerifyOtpView = observer(function EmailVerifyOtpView() {
  const t = useTranslate()
  const store = useEmailStore()
  const email = useRouteData('EmailVerifyOtp', EmailRouteData)?.email ?? ''
  return (
    <OtpForm
      intro={t('email.otpIntro', { email })}
      onSubmit={(otp) => void store.submitOtp(otp, email)}
      onResend={() => void store.submitEmail(email)}
    />
  )
})

export default EmailVerifyOtpView
