import { ListItem, usePartStyles, usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { chooseSocialProvider } from './chooseSocialProvider.ts'
import { SocialMark } from './SocialMark.tsx'
import { socialsCss } from './socialsCss.ts'
import { useSocialsStore } from './useSocialsStore.ts'

/** Every social login offered, one row each (AppKit's ConnectSocials view): the Connect view's "…" leads here. */
const ConnectSocialsView = observer(function ConnectSocialsView() {
  usePartStyles('socials', socialsCss)
  const t = useTranslate()
  const context = usePluginContext('socials')
  const store = useSocialsStore()
  return (
    <div className="pc-screen">
      <ul className="pc-socials" aria-label={t('socials.list')}>
        {store.providers.map((provider) => (
          <li key={provider}>
            <ListItem label={t(`socials.provider.${provider}`)} leading={<SocialMark provider={provider} />} onClick={() => chooseSocialProvider(context, store, provider)} />
          </li>
        ))}
      </ul>
    </div>
  )
})

export default ConnectSocialsView
