import type { ActionConfig } from './ActionConfig.ts'
import { connectionListOf } from '../store/connectionListOf.ts'

/**
 * Ends the sessions of connector adapters (WalletConnect's) whose connector no connection uses any
 * more: no namespace's active one, no held one. A failure is reported, never thrown.
 */
export async function endUnusedSessions({ root, adapters }: ActionConfig, connectorIds: Iterable<string>): Promise<void> {
  const inUse = new Set([
    ...[...root.connections.byNamespace.values()].flatMap((each) => (each.status === 'disconnected' ? [] : (each.connectorId ?? []))),
    ...connectionListOf(root).held.map((each) => each.connectorId),
  ])
  for (const connectorId of new Set(connectorIds)) {
    const owner = adapters.connectorAdapter(connectorId)
    if (!owner?.disconnect || inUse.has(connectorId)) continue
    await owner.disconnect(connectorId).catch((error: unknown) => adapters.report('ADAPTER_DISCONNECT_FAILED', connectorId, error))
  }
}
