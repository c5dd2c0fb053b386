import { useTranslate } from '@portico/ui'
import { Button, TextField, usePartStyles, usePluginContext } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { emailCss } from './emailCss.ts'
import { useEmailStore } from './useEmailStore.ts'

/** The Connect view's e-mail entry: an address and Continue; the error under the field. */
const EmailSection = observer(function EmailSection() {
  usePartStyles('email', emailCss)
  const t = useTranslate()
  const store = useEmailStore()
  const context = usePluginContext('email')
  const [email, setEmail] = useState('')
  // Without the embedded wallet (its AUTH connector) there is nothing to log in with.
  if (!context.adapters.connectors.some((connector) => connector.type === 'AUTH')) return null
  return (
    <form
      className="pc-email"
      data-state={store.status === 'loading' ? 'loading' : store.error ? 'error' : 'default'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void store.submitEmail(email)
      }}
    >
      <TextField
        label={t('email.label')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('email.placeholder')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          store.clearError()
        }}
        error={store.error}
        end={
          <Button type="submit" size="sm" loading={store.status === 'loading'} disabled={email.trim() === ''}>
            {t('email.continue')}
          </Button>
        }
      />
    </form>
  )
})

export default EmailSection
