import { useTranslate } from '@portico/ui'
import { useRootStore } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { OtpForm } from './OtpForm.tsx'
import { routeEmail } from './routeEmail.ts'
import { useEmailStore } from './useEmailStore.ts'

/** The code sent to the new address; on success the new e-mail is kept. */
const UpdateEmailSecondaryOtpView = observer(function UpdateEmailSecondaryOtpView() {
  const t = useTranslate()
  const root = useRootStore()
  const store = useEmailStore()
  const [email] = useState(() => routeEmail(root.router))
  return <OtpForm intro={t('email.secondaryIntro', { email })} onSubmit={(otp) => void store.submitSecondaryOtp(otp)} />
})

export default UpdateEmailSecondaryOtpView
