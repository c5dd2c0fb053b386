import { useTranslate } from '@portico/ui'
import { Button, TextField, usePartStyles } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { emailCss } from './emailCss.ts'
import { useEmailStore } from './useEmailStore.ts'

/** Props of `OtpForm`: the sentence above the field, what to do with the code, and an optional resend. */
export interface OtpFormProps {
  intro: ReactNode
  onSubmit: (otp: string) => void
  onResend?: () => void
}

/** A one-time code form: six digits (sent as typed once complete), the error under the field, and Resend. */
export const OtpForm = observer(function OtpForm({ intro, onSubmit, onResend }: OtpFormProps) {
  usePartStyles('email', emailCss)
  const t = useTranslate()
  const store = useEmailStore()
  const [otp, setOtp] = useState('')
  const loading = store.status === 'loading'
  return (
    <form
      className="pc-email"
      data-state={loading ? 'loading' : store.error ? 'error' : 'default'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (otp.length > 0) onSubmit(otp)
      }}
    >
      <p className="pc-email-intro">{intro}</p>
      <TextField
        label={t('email.otpLabel')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6)
          setOtp(digits)
          store.clearError()
          if (digits.length === 6 && !loading) onSubmit(digits)
        }}
        error={store.error}
      />
      <Button type="submit" fullWidth loading={loading} disabled={otp.length === 0}>
        {t('email.otpSubmit')}
      </Button>
      {onResend && (
        <Button variant="ghost" fullWidth disabled={loading} onClick={onResend}>
          {t('email.resend')}
        </Button>
      )}
    </form>
  )
})
