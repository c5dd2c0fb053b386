import { useTranslate } from '@portico/ui'
import { usePluginContext } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { OtpForm } from './OtpForm.tsx'
import { routeEmail } from './routeEmail.ts'
import { useEmailStore } from './useEmailStore.ts'

/** The code sent to the new address; on success the new e-mail is kept. */
const UpdateEmailSecondaryOtpView = observer(function UpdateEmailSecondaryOtpView() {
  const t = useTranslate()
  const context = usePluginContext('email')
  const store = useEmailStore()
  const [email] = useState(() => routeEmail(context.router))
  return <OtpForm intro={t('email.secondaryIntro', { email })} onSubmit={(otp) => void store.submitSecondaryOtp(otp)} />
})

export default UpdateEmailSecondaryOtpView
