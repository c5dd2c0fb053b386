import { runInAction } from 'mobx'
import { Analytics } from '../services/Analytics.ts'
import type { AdapterContext } from '../contracts/AdapterContext.ts'
import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { AdapterWorkHost } from './AdapterWorkHost.ts'
import { createAdapterContext } from './createAdapterContext.ts'
import { refreshConnectors } from './refreshConnectors.ts'
import { approvalsOf } from '../store/approvalsOf.ts'

/** The context a listed adapter loads with: the stores its callbacks update, its discovery, and the registry's hooks. */
export function adapterContextOf(registry: AdapterWorkHost, definition: AdapterDefinition): AdapterContext {
  const { root } = registry
  const config = { root, adapters: registry }
  return createAdapterContext({
    namespaces: definition.kind === 'chain' ? [definition.namespace] : definition.namespaces,
    connections: root.connections,
    networks: root.networks,
    storage: root.storage,
    approvals: { request: (request) => approvalsOf(root).request(request) },
    snack: root.snack,
    alerts: root.alerts,
    analytics: new Analytics(root.events),
    theme: root.theme,
    logger: root.logger,
    options: root.config.options,
    discovery: registry.work?.discoveries.of(definition.id),
    isLive: registry.isLive,
    refreshConnectors: () => refreshConnectors(registry),
    noteUserChanged: () => runInAction(() => (registry.userRevision += 1)),
    getProvider: (connectorId, namespace) => registry.work?.owners.get(connectorId)?.getProvider(namespace),
    // Loaded as the registry's verbs load them: a static import here closed a type-import cycle
    // (ActionConfig -> AdapterRegistry -> the adapters' work -> the actions -> ActionConfig).
    switchNetwork: async (network) => (await import('../actions/switchNetwork.ts')).switchNetwork(config, { network }),
    disconnect: async (namespace) => (await import('../actions/disconnect.ts')).disconnect(config, { namespace }),
  })
}
