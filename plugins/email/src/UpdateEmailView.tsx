import { useTranslate } from '@portico/ui'
import { Button, TextField, usePartStyles } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { emailCss } from './emailCss.ts'
import { useEmailStore } from './useEmailStore.ts'

/** The e-mail update: the new address, then its codes (SPEC §4). */
const UpdateEmailView = observer(function UpdateEmailView() {
  usePartStyles('email', emailCss)
  const t = useTranslate()
  const store = useEmailStore()
  const [email, setEmail] = useState('')
  return (
    <form
      className="pc-email"
      data-state={store.status === 'loading' ? 'loading' : store.error ? 'error' : 'default'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void store.submitNewEmail(email)
      }}
    >
      <TextField
        label={t('email.updateLabel')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          store.clearError()
        }}
        error={store.error}
      />
      <Button type="submit" fullWidth loading={store.status === 'loading'} disabled={email.trim() === ''}>
        {t('email.updateSubmit')}
      </Button>
    </form>
  )
})

export default UpdateEmailView
