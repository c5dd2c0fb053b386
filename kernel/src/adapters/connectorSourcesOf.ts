import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { AdapterDiscoveries } from './AdapterDiscoveries.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'
import type { ConnectorSource } from './gatherConnectors.ts'

/** What the connectors are gathered from: the listed adapters, those loaded, what was discovered. */
export interface ConnectorSourcesInput {
  listed: readonly AdapterDefinition[]
  chains: ReadonlyMap<ChainNamespace, ChainAdapter>
  connectorAdapters: readonly { id: string; instance: ConnectorAdapter }[]
  discoveries: Pick<AdapterDiscoveries, 'of'>
  /** The namespaces that have configured networks: a definition's announced connectors serve only these. */
  configured: ReadonlySet<ChainNamespace>
}

/**
 * Where each listed adapter's connectors come from, in the listed order: the loaded adapter
 * (marked `loaded`), else what its discovery found, else the connectors its definition announces.
 */
export function connectorSourcesOf(input: ConnectorSourcesInput): ConnectorSource[] {
  return input.listed.flatMap((definition): ConnectorSource[] => {
    if (definition.kind === 'chain') {
      const instance = input.chains.get(definition.namespace)
      if (instance) return [{ id: definition.namespace, instance, loaded: true }]
      const discovery = input.discoveries.of(definition.id)
      return discovery ? [{ id: definition.id, instance: { getConnectors: () => discovery.connectors() } }] : []
    }
    const instance = input.connectorAdapters.find(({ id }) => id === definition.id)?.instance
    if (instance) return [{ id: definition.id, instance, owner: instance, loaded: true }]
    const announced = (definition.connectors ?? []).flatMap((connector) => {
      const namespaces = connector.namespaces.filter((namespace) => input.configured.has(namespace))
      return namespaces.length > 0 ? [{ ...connector, namespaces }] : []
    })
    return [{ id: definition.id, instance: { getConnectors: () => announced } }]
  })
}
