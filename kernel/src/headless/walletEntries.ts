import type { Connector } from '../model/Connector.ts'
import type { RootStore } from '../RootStore.ts'
import { completeOrder } from '../config/completeOrder.ts'
import { connectorTypeOrder } from '../config/connectorTypeOrder.ts'
import type { ConnectorTypeKey } from '../config/connectorTypeOrder.ts'
import { imageUrlOf } from '../model/imageUrlOf.ts'
import { connectorImageUrl } from '../model/connectorImageUrl.ts'
import { isConnectorOffered } from './isConnectorOffered.ts'
import { featuredWallets } from './featuredWallets.ts'
import { installedRdns } from './installedRdns.ts'
import { isBrowserWalletHidden } from './isBrowserWalletHidden.ts'
import { recommendedWallets } from './recommendedWallets.ts'

/** One entry of the Connect view's wallet list: a connector, or a wallet of the registry. */
export interface WalletEntry {
  /** Unique within the list. */
  key: string
  group: ConnectorTypeKey
  name: string
  imageUrl: string | undefined
  /** Set when the entry connects through a connector of an adapter. */
  connectorId: string | undefined
  /** Set for a registry or custom wallet, connected through WalletConnect. */
  walletId: string | undefined
  /** A row that keeps the place of a wallet still loading (a featured one): drawn as a skeleton. */
  placeholder?: true
}

/** A wallet of the registry or of the host's custom list, reduced to what matching needs. */
interface ListedWallet {
  id: string
  name: string
  rdns?: string | null | undefined
  image_url?: string | undefined
  image_id?: string | undefined
}

const installedTypes: readonly Connector['type'][] = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN']

function connectorGroup(connector: Connector): ConnectorTypeKey | undefined {
  if (connector.type === 'WALLET_CONNECT') return 'walletConnect'
  if (installedTypes.includes(connector.type)) return 'injected'
  if (connector.type === 'EXTERNAL') return 'external'
  // AUTH connectors belong to the e-mail and social sections.
  return undefined
}

function connectorEntry(connector: Connector, group: ConnectorTypeKey, connectorImages: Readonly<Record<string, string>> | undefined, projectServiceUrl: string | undefined): WalletEntry {
  const imageUrl = imageUrlOf(connectorImageUrl(connector, connectorImages), connector.imageId, projectServiceUrl)
  return { key: `connector:${connector.id}`, group, name: connector.name, imageUrl, connectorId: connector.id, walletId: undefined }
}

/**
 * The Connect view's wallet list (SPEC §6, §9): connectors and registry wallets in the connector
 * type order, excluded wallets and the hidden "Browser Wallet" left out, a registry wallet that
 * an adapter already offers as a connector listed once (as the connector), at most 4 recommended.
 * The host's `enable*` options leave out what they disable (registry and custom wallets connect
 * through WalletConnect); `connectorImages` replace the connectors' images. Featured wallets still
 * loading are placeholder entries in their place.
 */
export function walletEntries(store: Pick<RootStore, 'wallets' | 'config'> & { adapters: Pick<RootStore['adapters'], 'connectors'> }, isMobile: boolean): WalletEntry[] {
  const { adapters, wallets, config } = store
  const { options } = config
  const installed = installedRdns(adapters.connectors)
  const featured = featuredWallets(wallets)
  const connectors = adapters.connectors.filter(
    (connector) =>
      connectorGroup(connector) !== undefined &&
      isConnectorOffered(connector, options) &&
      !wallets.isExcluded({ id: connector.explorerId ?? connector.id, rdns: connector.info?.rdns, name: connector.name }) &&
      !isBrowserWalletHidden(connector, { isMobile, installed: installed.size > 0 }),
  )
  const offeredIds = new Set(connectors.flatMap((connector) => (connector.explorerId ? [connector.explorerId] : [])))
  const offeredRdns = new Set(connectors.flatMap((connector) => (connector.info?.rdns ? [connector.info.rdns] : [])))
  const listedIds = new Set<string>()

  const walletConnectOffered = isConnectorOffered({ type: 'WALLET_CONNECT' }, options)
  const walletGroup = (group: ConnectorTypeKey, list: readonly ListedWallet[], limit = Infinity): WalletEntry[] => {
    const entries: WalletEntry[] = []
    if (!walletConnectOffered) return entries
    for (const wallet of list) {
      if (entries.length >= limit) break
      if (listedIds.has(wallet.id) || offeredIds.has(wallet.id) || (wallet.rdns && offeredRdns.has(wallet.rdns))) continue
      if (wallets.isExcluded({ id: wallet.id, rdns: wallet.rdns ?? undefined, name: wallet.name })) continue
      listedIds.add(wallet.id)
      entries.push({ key: `wallet:${wallet.id}`, group, name: wallet.name, imageUrl: imageUrlOf(wallet.image_url, wallet.image_id, options.projectServiceUrl), connectorId: undefined, walletId: wallet.id })
    }
    return entries
  }

  // Until the registry answers for the featured wallets, the ones not known yet keep their places
  // (no row inserted above others afterwards).
  const featuredPlaceholders = (): WalletEntry[] => {
    if (!walletConnectOffered || !wallets.registry || wallets.featuredWallets.length > 0 || wallets.error !== undefined) return []
    const known = new Set(featured.map((wallet) => wallet.id))
    return wallets.featuredIds
      .filter((id) => !known.has(id) && !offeredIds.has(id) && !wallets.isExcluded({ id }))
      .map((id) => ({ key: `reserved:featured:${id}`, group: 'featured', name: '', imageUrl: undefined, connectorId: undefined, walletId: undefined, placeholder: true }))
  }

  const byGroup: Record<ConnectorTypeKey, () => WalletEntry[]> = {
    walletConnect: () => connectors.filter((c) => connectorGroup(c) === 'walletConnect').map((c) => connectorEntry(c, 'walletConnect', options.connectorImages, options.projectServiceUrl)),
    recent: () => walletGroup('recent', wallets.recent),
    injected: () => connectors.filter((c) => connectorGroup(c) === 'injected').map((c) => connectorEntry(c, 'injected', options.connectorImages, options.projectServiceUrl)),
    featured: () => [...walletGroup('featured', featured), ...featuredPlaceholders()],
    custom: () => walletGroup('custom', options.customWallets ?? []),
    external: () => connectors.filter((c) => connectorGroup(c) === 'external').map((c) => connectorEntry(c, 'external', options.connectorImages, options.projectServiceUrl)),
    // The store gives at most 4 (SPEC §9).
    recommended: () => walletGroup('recommended', recommendedWallets(wallets, installed)),
  }
  // The groups in the host's order, completed by SPEC §9's.
  return completeOrder(config.features.connectorTypeOrder, connectorTypeOrder).flatMap((group) => byGroup[group]())
}
