import { useTranslate } from '@portico/ui'
import { usePluginContext } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { OtpForm } from './OtpForm.tsx'
import { routeEmail } from './routeEmail.ts'
import { useEmailStore } from './useEmailStore.ts'

/** The code sent to the current address, allowing the change to the new one. */
const UpdateEmailPrimaryOtpView = observer(function UpdateEmailPrimaryOtpView() {
  const t = useTranslate()
  const context = usePluginContext('email')
  const store = useEmailStore()
  const [email] = useState(() => routeEmail(context.router))
  return <OtpForm intro={t('email.primaryIntro', { email })} onSubmit={(otp) => void store.submitPrimaryOtp(otp, email)} />
})

export default UpdateEmailPrimaryOtpView
