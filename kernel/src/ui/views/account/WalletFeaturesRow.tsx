import { observer } from 'mobx-react-lite'
import { completeOrder, walletFeaturesOrder } from '../../../internal/index.ts'
import type { ViewId } from '../../../internal/index.ts'
import { Icon } from '../../shell/Icon.tsx'
import type { IconName } from '../../shell/Icon.tsx'
import { useTranslate } from '../../useTranslate.ts'
import { useRootStore } from '../useRootStore.ts'

/** The Account view's wallet-features row: the registered features in SPEC §9's order (onramp, swaps, receive, send). */
export const WalletFeaturesRow = observer(function WalletFeaturesRow() {
  const { registry, router, config, connections } = useRootStore()
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
    .sort((a, b) => rank(a.id) - rank(b.id))
  if (features.length === 0) return null
  return (
    <nav aria-label={t('account.features')}>
      <ul className="pc-features">
        {features.map((feature) => (
          <li key={feature.id}>
            <button type="button" className="pc-feature-button" data-feature={feature.id} onClick={() => router.push(feature.view as ViewId)}>
              <Icon name={feature.icon as IconName} />
              <span>{t(feature.label)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
})
