import { runInAction } from 'mobx'
import { toAdapterError } from '../errors/toAdapterError.ts'
import type { BaseError } from '../errors/BaseError.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { connectionListOf } from '../store/connectionListOf.ts'
import type { ActionConfig } from './ActionConfig.ts'
import { applyConnected } from './applyConnected.ts'
import { disconnect } from './disconnect.ts'
import { endUnusedSessions } from './endUnusedSessions.ts'

/** Parameters of `deleteConnection`. */
export interface DeleteConnectionParameters {
  namespace: ChainNamespace
  connectorId: string
}

/** What `deleteConnection` resolves: whether there was such a connection (active, held or recent). */
export type DeleteConnectionReturnType = boolean

/** What `deleteConnection` rejects with, after the state is updated: the wallet's failure to disconnect, as a BaseError. */
export type DeleteConnectionErrorType = BaseError

/**
 * Ends one connection of a namespace. The active one is disconnected and the next held one (the
 * oldest that still answers without a prompt) becomes active, or none; a held one is let go; both
 * become recent connections. A recent one is removed from the recent list. A connector adapter's
 * session ends once no connection uses its connector.
 */
export async function deleteConnection(config: ActionConfig, { namespace, connectorId }: DeleteConnectionParameters): Promise<DeleteConnectionReturnType> {
  const { root, adapters } = config
  const list = connectionListOf(root)
  if (list.activeOf(namespace)?.connectorId !== connectorId) {
    const held = list.held.find((each) => each.namespace === namespace && each.connectorId === connectorId)
    if (!held) return runInAction(() => list.forget(namespace, connectorId))
    runInAction(() => {
      list.release(namespace, connectorId)
      list.remember(held)
    })
    await endUnusedSessions(config, [connectorId])
    return true
  }
  const next = list.held.filter((each) => each.namespace === namespace)
  if (next.length === 0) {
    await disconnect(config, { namespace })
    return true
  }
  const chain = adapters.chainAdapter(namespace)
  let failure: unknown
  await chain?.disconnect().catch((error: unknown) => {
    failure = error
  })
  let switched = false
  for (const candidate of next) {
    const result = await chain?.reconnect?.(candidate.connectorId).catch((error: unknown) => adapters.report('ADAPTER_RECONNECT_FAILED', candidate.connectorId, error))
    runInAction(() => {
      list.release(namespace, candidate.connectorId)
      // The deleted connection is no longer held: the connections store's change makes it recent.
      if (result) applyConnected(config, namespace, candidate.connectorId, result)
      else list.remember(candidate)
    })
    if (result) {
      switched = true
      break
    }
  }
  if (!switched) {
    runInAction(() => {
      root.connections.setDisconnected(namespace)
      const remaining = root.connections.connectedNamespaces[0]
      if (remaining && !root.connections.isConnected) root.connections.setActiveNamespace(remaining)
    })
  }
  await endUnusedSessions(config, [connectorId, ...next.map((each) => each.connectorId)])
  if (failure !== undefined) throw toAdapterError(failure)
  return true
}
