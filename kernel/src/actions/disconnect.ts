import { runInAction } from 'mobx'
import { toAdapterError } from '../errors/toAdapterError.ts'
import type { BaseError } from '../errors/BaseError.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { Analytics } from '../services/Analytics.ts'
import type { ActionConfig } from './ActionConfig.ts'

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
 * Disconnects one namespace, or every connected one; the state is cleared even if the wallet
 * fails (and when no adapter has loaded, there is no wallet to tell: only the state is cleared).
 * A connector adapter's session ends once no namespace uses its connector. A wallet that fails to
 * disconnect tracks AppKit's DISCONNECT_ERROR ({ message }).
 */
export async function disconnect({ root, adapters }: ActionConfig, { namespace }: DisconnectParameters = {}): Promise<DisconnectReturnType> {
  const { connections } = root
  const namespaces = namespace ? [namespace] : [...connections.byNamespace].filter(([, each]) => each.status !== 'disconnected').map(([each]) => each)
  const connectorIds = new Set(namespaces.flatMap((each) => connections.connectionOf(each).connectorId ?? []))
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
  // Ends the sessions of connector adapters whose connector no namespace uses any more.
  const inUse = new Set([...connections.byNamespace.values()].flatMap((each) => (each.status === 'disconnected' ? [] : (each.connectorId ?? []))))
  for (const connectorId of connectorIds) {
    const owner = adapters.connectorAdapter(connectorId)
    if (!owner?.disconnect || inUse.has(connectorId)) continue
    await owner.disconnect(connectorId).catch((error: unknown) => adapters.report('ADAPTER_DISCONNECT_FAILED', connectorId, error))
  }
  if (errors.length === 0) return
  const failure = toAdapterError(errors[0])
  new Analytics(root.events).track('DISCONNECT_ERROR', { message: failure.shortMessage })
  throw failure
}
