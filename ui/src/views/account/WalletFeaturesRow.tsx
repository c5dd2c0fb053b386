import { observer } from 'mobx-react-lite'
import { completeOrder, walletFeaturesOrder } from '@portico/kernel/internal'
import type { ViewId } from '@portico/kernel/internal'
import { Icon } from '../../shell/Icon.tsx'
import type { IconName } from '../../shell/Icon.tsx'
import { ListItem } from '../../shell/ListItem.tsx'
import { useTranslate } from '../../useTranslate.ts'
import { useModalContext } from '../useModalContext.ts'

/**
 * The Account view's wallet features in SPEC §9's order (onramp, swaps, receive, send): the money
 * actions as a row of tiles, then the account's own actions (`placement: 'row'`: edit the e-mail,
 * name, export the key) as full-width rows with a chevron, so no label wraps and a phone's screen
 * holds them all (issue 34).
 */
export const WalletFeaturesRow = observer(function WalletFeaturesRow() {
  const { registry, router, config, connections } = useModalContext()
  const t = useTranslate()
  // The host's order, completed by SPEC §9's.
  const order: readonly string[] = completeOrder(config.features.walletFeaturesOrder, walletFeaturesOrder)
  const rank = (id: string): number => {
    const index = order.indexOf(id)
    return index === -1 ? order.length : index
  }
  const flags: Partial<Record<string, unknown>> = config.features
  // A feature turned off later (remote configuration) leaves the row even if its plugin loaded;
  // one that serves other namespaces than the active one, or says it is not available, is not offered.
  const namespace = connections.activeNamespace
  const features = registry.walletFeatures
    .filter((feature) => flags[feature.id] !== false && (!feature.namespaces || (namespace !== undefined && feature.namespaces.includes(namespace))))
    .filter((feature) => feature.isAvailable?.() !== false)
    // Features SPEC does not rank (an account's own actions) follow by id: plugins load concurrently, so
    // the order they registered in is not the same from one load to the next.
    .sort((a, b) => rank(a.id) - rank(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  if (features.length === 0) return null
  const tiles = features.filter((feature) => feature.placement !== 'row')
  const rows = features.filter((feature) => feature.placement === 'row')
  return (
    <nav className="pc-wallet-features" aria-label={t('account.features')}>
      {tiles.length > 0 && (
        <ul className="pc-features">
          {tiles.map((feature) => (
            <li key={feature.id}>
              <button type="button" className="pc-feature-button" data-feature={feature.id} onClick={() => router.push(feature.view as ViewId)}>
                <Icon name={feature.icon as IconName} />
                <span>{t(feature.label)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {rows.length > 0 && (
        <ul className="pc-feature-rows">
          {rows.map((feature) => (
            <li key={feature.id}>
              <ListItem
                className="pc-feature-row"
                data-feature={feature.id}
                icon={feature.icon as IconName}
                label={t(feature.label)}
                onClick={() => router.push(feature.view as ViewId)}
              />
            </li>
          ))}
        </ul>
      )}
    </nav>
  )
})
