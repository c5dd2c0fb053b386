import { useTranslate } from '@portico/ui'
import { Button, truncateAddress, usePartStyles, usePluginContext, usePluginStore } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { siwxCss } from './siwxCss.ts'

/** Asks the connected account to sign in: the app's name, the account, Sign and Cancel (SPEC §4). */
const SIWXSignMessageView = observer(function SIWXSignMessageView() {
  usePartStyles('siwx', siwxCss)
  const t = useTranslate()
  const context = usePluginContext('siwx')
  const store = usePluginStore('siwx', { optional: true })
  const address = context.connections.activeAddress
  const app = context.options.metadata?.name ?? t('siwx.thisApp')
  if (!store || !address) {
    return (
      <div className="pc-siwx" data-state="empty">
        <p className="pc-siwx-body">{t('siwx.notConnected')}</p>
      </div>
    )
  }
  const state = store.status === 'signing' ? 'loading' : store.status === 'declined' || store.status === 'error' ? 'error' : 'default'
  return (
    <div className="pc-siwx" data-state={state}>
      <p className="pc-siwx-heading">{t('siwx.heading', { app })}</p>
      <p className="pc-siwx-account" title={address}>
        <span className="pc-visually-hidden">{t('siwx.account')}: </span>
        {truncateAddress(address)}
      </p>
      <p className="pc-siwx-body">{t('siwx.body')}</p>
      {store.required && <p className="pc-siwx-note">{t('siwx.requiredNote')}</p>}
      {store.status === 'error' && (
        <p className="pc-siwx-error" role="alert">
          {t('siwx.failed')}
        </p>
      )}
      <div className="pc-siwx-actions">
        <Button variant="secondary" disabled={store.status === 'signing'} onClick={() => void store.cancel()}>
          {t('siwx.cancel')}
        </Button>
        <Button loading={store.status === 'signing'} onClick={() => void store.signIn().catch((error: unknown) => context.snack.showError(error))}>
          {t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
})

export default SIWXSignMessageView
