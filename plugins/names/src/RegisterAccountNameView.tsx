import { Button, TextField, useTranslate, usePartStyles } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { namesCss } from './namesCss.ts'
import { useNamesStore } from './useNamesStore.ts'

/**
 * RegisterAccountName (SPEC §2): a name field checked against SPEC §5's rule as typed and for
 * availability after a pause, suggestions near it, and Register, which has the account sign the
 * registration. Its root's `data-state` is the registration while one runs, else the check.
 */
const RegisterAccountNameView = observer(function RegisterAccountNameView() {
  usePartStyles('names', namesCss)
  const t = useTranslate()
  const names = useNamesStore()
  const suggestionsId = useId()
  const busy = names.registration === 'signing' || names.registration === 'registering'
  useEffect(() => {
    // A name registered earlier is not offered again as typed.
    if (names.registered && names.input.trim().toLowerCase() === names.registered.label) names.reset()
  }, [names])
  if (!names.offered && !busy) {
    return (
      <div className="pc-names" data-state="unavailable">
        <p className="pc-empty">{t('names.notOffered')}</p>
      </div>
    )
  }
  const status =
    names.check === 'checking'
      ? t('names.checking')
      : names.check === 'available'
        ? t('names.available', { name: names.checkedName ?? '' })
        : names.check === 'taken'
          ? t('names.taken', { name: names.checkedName ?? names.input.trim() })
          : names.check === 'error'
            ? t('names.checkFailed')
            : ''
  return (
    <form
      className="pc-names"
      data-state={busy ? names.registration : names.check}
      onSubmit={(event) => {
        event.preventDefault()
        void names.register()
      }}
    >
      <p className="pc-names-intro">{t('names.intro')}</p>
      <TextField
        label={t('names.label')}
        value={names.input}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        readOnly={busy}
        onChange={(event) => names.setInput(event.target.value)}
        error={names.check === 'invalid' ? t('names.rule') : undefined}
        hint={t('names.rule')}
      />
      <p className="pc-names-status" data-state={names.check} role="status">
        {status}
      </p>
      {names.suggestions.length > 0 && (
        <>
          <h3 className="pc-names-heading" id={suggestionsId}>
            {t('names.suggestions')}
          </h3>
          <ul className="pc-names-suggestions" aria-labelledby={suggestionsId}>
            {names.suggestions.map((suggestion) => (
              <li key={suggestion.label}>
                <button type="button" className="pc-chip-button" disabled={busy} onClick={() => names.chooseSuggestion(suggestion)}>
                  {suggestion.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {names.registrationError !== undefined && (
        <p className="pc-names-failure" role="alert">
          {t(names.registrationError)}
        </p>
      )}
      {busy && (
        <p className="pc-names-status" role="status">
          {t(names.registration === 'signing' ? 'names.signing' : 'names.registering')}
        </p>
      )}
      <Button type="submit" fullWidth loading={busy} disabled={!names.canRegister}>
        {t('names.register')}
      </Button>
    </form>
  )
})

export default RegisterAccountNameView
