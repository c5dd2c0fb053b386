import { useTranslate } from '@portico/ui'
import { usePartStyles, useRouteData, WaitOrRetry } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { ConnectingSocialData } from './ConnectingSocialData.ts'
import { openLoginPopup } from './openLoginPopup.ts'
import { socialsCss } from './socialsCss.ts'
import { useSocialsStore } from './useSocialsStore.ts'

/** A social login in its popup: waiting, cancelled (the popup closed) or failed, with Try again opening a new popup. */
const ConnectingSocialView = observer(function ConnectingSocialView() {
  usePartStyles('socials', socialsCss)
  const t = useTranslate()
  const store = useSocialsStore()
  const provider = useRouteData('ConnectingSocial', ConnectingSocialData)?.provider
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
