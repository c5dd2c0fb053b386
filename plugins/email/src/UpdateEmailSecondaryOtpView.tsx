import { useTranslate } from '@portico/ui'
import { useRouteData } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { OtpForm } from './OtpForm.tsx'
import { EmailRouteData } from './EmailRouteData.ts'
import { useEmailStore } from './useEmailStore.ts'

/** The code sent to the new address; on success the new e-mail is kept. */
const UpdateEmailSecondaryOtpView = observer(function UpdateEmailSecondaryOtpView() {
  const t = useTranslate()
  const store = useEmailStore()
  const email = useRouteData('UpdateEmailSecondaryOtp', EmailRouteData)?.email ?? ''
  return <OtpForm intro={t('email.secondaryIntro', { email })} onSubmit={(otp) => void store.submitSecondaryOtp(otp)} />
})

export default UpdateEmailSecondaryOtpView
