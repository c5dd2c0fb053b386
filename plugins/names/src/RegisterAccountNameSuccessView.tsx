import { Button, Icon, usePluginContext, useTranslate, usePartStyles } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { namesCss } from './namesCss.ts'
import { useNamesStore } from './useNamesStore.ts'

/** RegisterAccountName's success view (SPEC §2): the name just registered, and the way back to Account. */
const RegisterAccountNameSuccessView = observer(function RegisterAccountNameSuccessView() {
  usePartStyles('names', namesCss)
  const t = useTranslate()
  const names = useNamesStore()
  const { router } = usePluginContext('names')
  const registered = names.registered
  if (!registered) {
    return (
      <div className="pc-names" data-state="empty">
        <p className="pc-empty">{t('names.notOffered')}</p>
      </div>
    )
  }
  return (
    <div className="pc-names" data-state="success">
      <div className="pc-names-done">
        <Icon name="check" />
        <p className="pc-names-done-name">{registered.name}</p>
        <p>{t('names.success', { name: registered.name })}</p>
        <p className="pc-names-intro">{t('names.successHint', { name: registered.name })}</p>
      </div>
      <Button
        fullWidth
        onClick={() => {
          names.reset()
          router.reset('Account')
        }}
      >
        {t('names.backToAccount')}
      </Button>
    </div>
  )
})

export default RegisterAccountNameSuccessView
