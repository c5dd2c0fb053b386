import { useTranslate } from '@portico/kernel/ui'
import { ListItem, usePartStyles, useRootStore } from '@portico/kernel/ui'
import { observer } from 'mobx-react-lite'
import type { SocialProviderName } from './SocialProviderName.ts'
import { openLoginPopup } from './openLoginPopup.ts'
import { SocialMark } from './SocialMark.tsx'
import { socialsCss } from './socialsCss.ts'
import { useSocialsStore } from './useSocialsStore.ts'

/** The Connect view's social logins: the first provider in full, the others as a row of buttons, each named for screen readers. */
const SocialSection = observer(function SocialSection() {
  usePartStyles('socials', socialsCss)
  const t = useTranslate()
  const root = useRootStore()
  const store = useSocialsStore()
  // Without the embedded wallet (its AUTH connector) there is nothing to log in with.
  if (!root.adapters.connectors.some((connector) => connector.type === 'AUTH')) return null
  const [first, ...others] = store.providers
  if (!first) return null
  const choose = (provider: SocialProviderName): void => {
    if (!store.isPopupProvider(provider)) {
      root.router.push('ConnectingFarcaster')
      return
    }
    // The popup opens in the click; the view then follows the login in it.
    const popup = openLoginPopup()
    root.router.push('ConnectingSocial', { provider })
    const controller = new AbortController()
    void store.connectWithPopup(provider, popup, controller.signal)
  }
  const name = (provider: SocialProviderName) => t(`socials.provider.${provider}`)
  return (
    <div className="pc-socials" role="group" aria-label={t('socials.list')}>
      <ListItem label={t('socials.continueWith', { provider: name(first) })} leading={<SocialMark provider={first} />} chevron={false} onClick={() => choose(first)} />
      {others.length > 0 && (
        <ul className="pc-socials-row">
          {others.map((provider) => (
            <li key={provider}>
              <button type="button" className="pc-social-button" aria-label={t('socials.continueWith', { provider: name(provider) })} title={name(provider)} onClick={() => choose(provider)}>
                <SocialMark provider={provider} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
})

export default SocialSection
