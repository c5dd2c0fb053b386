import { compareStructural, runInAction } from 'mobx'
import type { AdapterWorkHost } from './AdapterWorkHost.ts'
import { connectorSourcesOf } from './connectorSourcesOf.ts'
import { gatherConnectors } from './gatherConnectors.ts'
import { withConnectorImage } from './withConnectorImage.ts'

/**
 * Gathers the connectors again, in the order the adapters are listed: a loaded adapter's own,
 * else what its discovery found, else what its definition announces (invalid ones reported and
 * left out), with the host's images. Nothing before the adapters' work has started.
 */
export function refreshConnectors(registry: AdapterWorkHost): void {
  const { work, root } = registry
  if (!work) return
  const configured = new Set(root.networks.configured.map((network) => network.chainNamespace))
  const gathered = gatherConnectors(connectorSourcesOf({ listed: work.listed, chains: registry.chains, connectorAdapters: registry.connectorAdapters, discoveries: work.discoveries, configured }))
  for (const problem of gathered.problems) registry.report('ADAPTER_CONNECTORS_FAILED', problem.sourceId, problem.error)
  work.owners = gathered.owners
  work.offered = gathered.offered
  const connectors = gathered.connectors.map((connector) => withConnectorImage(connector, root.config.options.connectorImages))
  // The same list again changes nothing.
  if (!compareStructural(registry.connectors, connectors)) runInAction(() => (registry.connectors = connectors))
}
