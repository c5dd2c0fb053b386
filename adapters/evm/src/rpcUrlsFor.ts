import type { Network } from '@portico/kernel'
import type { AdapterContext } from '@portico/kernel/extend'
import { rpcUrlsOf } from './rpcUrlsOf.ts'
import { serviceRpcUrl } from './serviceRpcUrl.ts'

/**
 * The RPC urls the EVM adapter reads a network through: the host's (`rpcUrlsOf`), else, when a
 * project service and a project id are configured, the service's RPC proxy (SPEC §7); else none.
 */
export function rpcUrlsFor(network: Network, overrides: Readonly<Record<string, readonly string[]>> | undefined, context: Pick<AdapterContext, 'projectId' | 'projectServiceUrl'>): string[] {
  const own = rpcUrlsOf(network, overrides)
  if (own.length > 0 || !context.projectServiceUrl || !context.projectId) return own
  return [serviceRpcUrl(context.projectServiceUrl, context.projectId, network.caipNetworkId)]
}
