import type { Network } from '../model/Network.ts'
import type { RootStore } from '../RootStore.ts'

/**
 * The network a server renders with: the default network, else the first configured one. It
 * ignores what the browser remembers, so server markup and hydration agree.
 */
export function serverNetwork(store: RootStore): Network | undefined {
  const preferred = store.config.options.defaultNetwork
  const configured = store.networks.configured
  return (preferred && configured.find((network) => network.caipNetworkId === preferred.caipNetworkId)) || configured[0]
}
