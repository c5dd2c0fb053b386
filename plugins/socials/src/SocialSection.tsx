import { useTranslate } from '@portico/ui'
import { ListItem, usePartStyles, usePluginContext } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import type { SocialProviderName } from './SocialProviderName.ts'
import { chooseSocialProvider } from './chooseSocialProvider.ts'
import { SocialMark } from './SocialMark.tsx'
import { socialsCss } from './socialsCss.ts'
import { useSocialsStore } from './useSocialsStore.ts'

/** The tiles of the row under the first provider, "…" included when some are left for the ConnectSocials view. */
const ROW_TILES = 5

/** The Connect view's social logins: the first provider in full, the others as one row of buttons, each named for screen readers, ending in "…" (all of them on the ConnectSocials view) when they are more than the row holds. */
const SocialSection = observer(function SocialSection() {
  usePartStyles('socials', socialsCss)
  const t = useTranslate()
  const context = usePluginContext('socials')
  const store = useSocialsStore()
  // Without the embedded wallet (its AUTH connector) there is nothing to log in with.
  if (!context.adapters.connectors.some((connector) => connector.type === 'AUTH')) return null
  const [first, ...others] = store.providers
  if (!first) return null
  // One row: AppKit's four tiles and "…" for the rest (their own view) when they would not fit in it.
  const shown = others.length > ROW_TILES ? others.slice(0, ROW_TILES - 1) : others
  const choose = (provider: SocialProviderName): void => chooseSocialProvider(context, store, provider)
  const name = (provider: SocialProviderName) => t(`socials.provider.${provider}`)
  return (
    <div className="pc-socials" role="group" aria-label={t('socials.list')}>
      <ListItem label={t('socials.continueWith', { provider: name(first) })} leading={<SocialMark provider={first} />} chevron={false} onClick={() => choose(first)} />
      {others.length > 0 && (
        <ul className="pc-socials-row">
          {shown.map((provider) => (
            <li key={provider}>
              <button type="button" className="pc-social-button" aria-label={t('socials.continueWith', { provider: name(provider) })} title={name(provider)} onClick={() => choose(provider)}>
                <SocialMark provider={provider} />
              </button>
            </li>
          ))}
          {shown.length < others.length && (
            <li>
              <button type="button" className="pc-social-button" data-action="more" aria-label={t('socials.more')} title={t('socials.more')} onClick={() => context.router.push('ConnectSocials')}>
                <span aria-hidden="true">…</span>
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  )
})

export default SocialSection
