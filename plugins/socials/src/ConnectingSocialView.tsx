import { useTranslate } from '@portico/kernel/ui'
import { Button, Spinner, usePartStyles, useRootStore } from '@portico/kernel/ui'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { SocialProviderName } from './SocialProviderName.ts'
import { openLoginPopup } from './openLoginPopup.ts'
import { socialsCss } from './socialsCss.ts'
import { useSocialsStore } from './useSocialsStore.ts'

function providerOf(data: unknown): SocialProviderName | undefined {
  const provider = typeof data === 'object' && data !== null ? (data as { provider?: unknown }).provider : undefined
  return typeof provider === 'string' ? (provider as SocialProviderName) : undefined
}

/** A social login in its popup: waiting, cancelled (the popup closed) or failed, with Try again opening a new popup. */
const ConnectingSocialView = observer(function ConnectingSocialView() {
  usePartStyles('socials', socialsCss)
  const t = useTranslate()
  const root = useRootStore()
  const store = useSocialsStore()
  const [provider] = useState(() => providerOf(root.router.data))
  const name = provider ? t(`socials.provider.${provider}`) : ''
  const retry = (): void => {
    if (!provider) return
    const popup = openLoginPopup()
    void store.connectWithPopup(provider, popup, new AbortController().signal)
  }
  const state = store.status === 'connecting' ? 'waiting' : store.status === 'declined' ? 'declined' : store.status === 'error' ? 'error' : 'waiting'
  return (
    <div className="pc-screen pc-connecting" data-state={state}>
      {/* Waiting is said politely; a declined or failed login at once (an alert, announced as it appears). */}
      {state === 'waiting' ? (
        <div role="status" className="pc-connecting-status">
          <Spinner label={t('socials.continueInPopup', { provider: name })} />
          <p className="pc-text-primary">{t('socials.continueInPopup', { provider: name })}</p>
          <p className="pc-text-secondary">{t('socials.popupHint')}</p>
        </div>
      ) : (
        <div role="alert" className="pc-connecting-status">
          {state === 'declined' ? (
            <>
              <p className="pc-text-error">{t('socials.declined')}</p>
              <p className="pc-text-secondary">{t('socials.declinedHint')}</p>
            </>
          ) : (
            <>
              <p className="pc-text-error">{t('socials.failed')}</p>
              {store.error && <p className="pc-text-secondary">{t(store.error)}</p>}
            </>
          )}
        </div>
      )}
      {state !== 'waiting' && provider && <Button onClick={retry}>{t('socials.retry')}</Button>}
    </div>
  )
})

export default ConnectingSocialView
