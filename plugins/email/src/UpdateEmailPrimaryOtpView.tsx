import { useTranslate } from '@portico/ui'
import { useRouteData } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { OtpForm } from './OtpForm.tsx'
import { EmailRouteData } from './EmailRouteData.ts'
import { useEmailStore } from './useEmailStore.ts'

/** The code sent to the current address, allowing the change to the new one. */
const UpdateEmailPrimaryOtpView = observer(function UpdateEmailPrimaryOtpView() {
  const t = useTranslate()
  const store = useEmailStore()
  const email = useRouteData('UpdateEmailPrimaryOtp', EmailRouteData)?.email ?? ''
  return <OtpForm intro={t('email.primaryIntro', { email })} onSubmit={(otp) => void store.submitPrimaryOtp(otp, email)} />
})

export default UpdateEmailPrimaryOtpView
