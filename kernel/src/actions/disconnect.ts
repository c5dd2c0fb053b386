import { runInAction } from 'mobx'
import { toAdapterError } from '../errors/toAdapterError.ts'
import type { BaseError } from '../errors/BaseError.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { Analytics } from '../services/Analytics.ts'
import { connectionListOf } from '../store/connectionListOf.ts'
import type { ActionConfig } from './ActionConfig.ts'
import { endUnusedSessions } from './endUnusedSessions.ts'

/** Parameters of `disconnect`. */
export interface DisconnectParameters {
  /** The namespace to disconnect; every connected one when absent. */
  namespace?: ChainNamespace | undefined
}

/** What `disconnect` resolves: nothing; the namespaces are disconnected in the connections store. */
export type DisconnectReturnType = undefined

/** What `disconnect` rejects with, after the state is cleared: the first wallet's failure as a BaseError. */
export type DisconnectErrorType = BaseError

/**
 * Disconnects one namespace, or every connected one: its active connection and the ones held
 * beside it, which all become recent connections; the state is cleared even if the wallet
 * fails (and when no adapter has loaded, there is no wallet to tell: only the state is cleared).
 * A connector adapter's session ends once no connection uses its connector. A wallet that fails to
 * disconnect tracks AppKit's DISCONNECT_ERROR ({ message }).
 */
export async function disconnect(config: ActionConfig, { namespace }: DisconnectParameters = {}): Promise<DisconnectReturnType> {
  const { root, adapters } = config
  const { connections } = root
  const list = connectionListOf(root)
  const namespaces = namespace ? [namespace] : [...connections.byNamespace].filter(([, each]) => each.status !== 'disconnected').map(([each]) => each)
  const held = list.held.filter((each) => namespace === undefined || each.namespace === namespace)
  runInAction(() => {
    for (const each of held) {
      list.release(each.namespace, each.connectorId)
      list.remember(each)
    }
  })
  const connectorIds = [...namespaces.flatMap((each) => connections.connectionOf(each).connectorId ?? []), ...held.map((each) => each.connectorId)]
  const errors: unknown[] = []
  await Promise.all(
    namespaces.map(async (each) => {
      try {
        await adapters.chainAdapter(each)?.disconnect()
      } catch (error) {
        errors.push(error)
      } finally {
        runInAction(() => connections.setDisconnected(each))
      }
    }),
  )
  runInAction(() => {
    const remaining = connections.connectedNamespaces[0]
    if (remaining && !connections.isConnected) connections.setActiveNamespace(remaining)
  })
  await endUnusedSessions(config, connectorIds)
  if (errors.length === 0) return
  const failure = toAdapterError(errors[0])
  new Analytics(root.events).track('DISCONNECT_ERROR', { message: failure.shortMessage })
  throw failure
}
