import { decode } from '../decode.ts'
import { Connector } from '../model/Connector.ts'
import type { ChainAdapter } from './ChainAdapter.ts'
import type { ConnectorAdapter } from './ConnectorAdapter.ts'

/** One loaded adapter whose connectors are gathered; `owner` is set for connector adapters. */
export interface ConnectorSource {
  id: string
  instance: ChainAdapter | ConnectorAdapter
  owner?: ConnectorAdapter
}

/** The gathered connectors, who owns which, and what went wrong on the way. */
export interface GatheredConnectors {
  connectors: Connector[]
  owners: Map<string, ConnectorAdapter>
  problems: { sourceId: string; error: unknown }[]
}

/**
 * Gathers the connectors of every loaded adapter: each decoded with the Connector codec (an
 * invalid one is left out and reported), one per id, namespaces merged for a wallet that more
 * than one chain adapter offers.
 */
export function gatherConnectors(sources: readonly ConnectorSource[]): GatheredConnectors {
  const merged = new Map<string, Connector>()
  const owners = new Map<string, ConnectorAdapter>()
  const problems: GatheredConnectors['problems'] = []
  for (const { id, instance, owner } of sources) {
    let offered: unknown[] = []
    try {
      offered = instance.getConnectors()
    } catch (error) {
      problems.push({ sourceId: id, error })
    }
    for (const candidate of offered) {
      const decoded = decode(Connector, candidate)
      if (!decoded.ok) {
        problems.push({ sourceId: id, error: new Error(`a connector is not valid: ${decoded.error}`) })
        continue
      }
      const connector = decoded.value
      const known = merged.get(connector.id)
      merged.set(connector.id, known ? { ...known, namespaces: [...new Set([...known.namespaces, ...connector.namespaces])] } : connector)
      if (owner) owners.set(connector.id, owner)
    }
  }
  return { connectors: [...merged.values()], owners, problems }
}
