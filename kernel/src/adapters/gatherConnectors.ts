import { decode } from '../decode.ts'
import { Connector } from '../model/Connector.ts'
import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'
import { ConnectorInvalidError } from '../errors/ConnectorInvalidError.ts'

/**
 * One adapter whose connectors are gathered: `loaded` when they come from the loaded adapter (not
 * from what it found or announced before loading); `owner` is set for loaded connector adapters.
 */
export interface ConnectorSource {
  id: string
  instance: { getConnectors(): readonly unknown[] }
  owner?: ConnectorAdapter
  loaded?: boolean
}

/** The gathered connectors, who owns which, and what went wrong on the way. */
export interface GatheredConnectors {
  connectors: Connector[]
  owners: Map<string, ConnectorAdapter>
  /** The ids of the valid connectors a loaded source offers. */
  offered: Set<string>
  problems: { sourceId: string; error: unknown }[]
}

/**
 * Gathers the connectors of the adapters in order: each decoded with the Connector codec (an
 * invalid one is left out and reported), one per id, namespaces merged for a wallet that more
 * than one chain adapter offers.
 */
export function gatherConnectors(sources: readonly ConnectorSource[]): GatheredConnectors {
  const merged = new Map<string, Connector>()
  const owners = new Map<string, ConnectorAdapter>()
  const offeredIds = new Set<string>()
  const problems: GatheredConnectors['problems'] = []
  for (const { id, instance, owner, loaded } of sources) {
    let offered: readonly unknown[] = []
    try {
      offered = instance.getConnectors()
    } catch (error) {
      problems.push({ sourceId: id, error })
    }
    for (const candidate of offered) {
      const decoded = decode(Connector, candidate)
      if (!decoded.ok) {
        problems.push({ sourceId: id, error: new ConnectorInvalidError(decoded.error) })
        continue
      }
      const connector = decoded.value
      const known = merged.get(connector.id)
      merged.set(connector.id, known ? { ...known, namespaces: [...new Set([...known.namespaces, ...connector.namespaces])] } : connector)
      if (owner) owners.set(connector.id, owner)
      if (loaded) offeredIds.add(connector.id)
    }
  }
  return { connectors: [...merged.values()], owners, offered: offeredIds, problems }
}
