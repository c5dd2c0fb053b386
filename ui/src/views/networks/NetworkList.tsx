import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { imageUrlOf } from '@portico/kernel/internal'
import type { ChainNamespace, Network } from '@portico/kernel/internal'
import { useTranslate } from '../../useTranslate.ts'
import { useModalContext } from '../useModalContext.ts'
import { PreloadedListItem } from '../wallet/PreloadedListItem.tsx'
import type { NetworkSwitch } from './useNetworkSwitch.ts'

function NetworkItems({ list, networkSwitch, activeId }: { list: Network[]; networkSwitch: NetworkSwitch; activeId: string | undefined }) {
  const t = useTranslate()
  const serviceUrl = useModalContext().config.options.projectServiceUrl
  return list.map((network) => {
    const pending = network.caipNetworkId === networkSwitch.pendingId
    const active = network.caipNetworkId === activeId
    return (
      <li key={network.caipNetworkId}>
        <PreloadedListItem
          label={network.name}
          imageUrl={imageUrlOf(network.assets?.imageUrl, network.assets?.imageId, serviceUrl)}
          icon="network"
          markName={network.name}
          description={network.testnet ? t('networks.testnet') : undefined}
          tag={pending ? t('networks.switching') : active ? t('networks.active') : undefined}
          selected={active}
          loading={pending}
          chevron={false}
          disabled={networkSwitch.pendingId !== undefined && !pending}
          data-network={network.caipNetworkId}
          onClick={() => void networkSwitch.choose(network)}
        />
      </li>
    )
  })
}

/** The configured networks, grouped by namespace (a heading each when there are several), the active one marked. */
export const NetworkList = observer(function NetworkList({ networkSwitch }: { networkSwitch: NetworkSwitch }) {
  const { networks } = useModalContext()
  const t = useTranslate()
  const baseId = useId()
  const activeId = networks.isUnsupported ? undefined : networks.active?.caipNetworkId
  const groups = new Map<ChainNamespace, Network[]>()
  for (const network of networks.configured) groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network])

  if (groups.size <= 1) {
    return (
      <ul className="pc-list" aria-label={t('networks.list')}>
        <NetworkItems list={networks.configured} networkSwitch={networkSwitch} activeId={activeId} />
      </ul>
    )
  }
  return (
    <div className="pc-network-groups" role="group" aria-label={t('networks.list')}>
      {[...groups].map(([namespace, list]) => (
        <section key={namespace} aria-labelledby={`${baseId}-${namespace}`}>
          <h2 id={`${baseId}-${namespace}`} className="pc-group-heading">
            {t(`networks.namespace.${namespace}`)}
          </h2>
          <ul className="pc-list">
            <NetworkItems list={list} networkSwitch={networkSwitch} activeId={activeId} />
          </ul>
        </section>
      ))}
    </div>
  )
})
