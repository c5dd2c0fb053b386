import { useTranslate } from '@portico/ui'
import { usePartStyles, usePluginContext, WaitOrRetry } from '@portico/ui'
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
  const context = usePluginContext('socials')
  const store = useSocialsStore()
  const [provider] = useState(() => providerOf(context.router.data))
  const name = provider ? t(`socials.provider.${provider}`) : ''
  // Opens the new popup in the click itself, as browsers allow.
  const retry = provider && ((): void => void store.connectWithPopup(provider, openLoginPopup(), new AbortController().signal))
  const declined = store.status === 'declined'
  const failed = declined || store.status === 'error'
  return (
    <div className="pc-screen pc-connecting" data-state={declined ? 'declined' : failed ? 'error' : 'waiting'}>
      <WaitOrRetry
        error={declined ? t('socials.declined') : failed ? t('socials.failed') : undefined}
        errorDetail={declined ? t('socials.declinedHint') : store.error ? t(store.error) : undefined}
        waitingText={t('socials.continueInPopup', { provider: name })}
        waitingHint={t('socials.popupHint')}
        onRetry={retry}
      />
    </div>
  )
})

export default ConnectingSocialView
