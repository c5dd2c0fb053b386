import { runInAction } from 'mobx'
import { BaseError } from '../errors/BaseError.ts'
import { toAdapterError } from '../errors/toAdapterError.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { connectionListOf } from '../store/connectionListOf.ts'
import type { ActionConfig } from './ActionConfig.ts'
import { applyConnected } from './applyConnected.ts'
import { connect } from './connect.ts'

/** Parameters of `switchConnection`. */
export interface SwitchConnectionParameters {
  namespace: ChainNamespace
  /** The connector of the connection to make active: a held one, a recent one or any other. */
  connectorId: string
}

/** What `switchConnection` resolves: nothing; the connections store holds the active connection. */
export type SwitchConnectionReturnType = undefined

/** What `switchConnection` rejects with: a BaseError, `ADAPTER_NOT_FOUND`, or the wallet's failure (4001 when the user declined). */
export type SwitchConnectionErrorType = BaseError

/**
 * Makes another connection the namespace's active one (and the namespace the active namespace):
 * the chain adapter takes that wallet's session up again without a prompt, so its provider, the
 * account, the hooks and the events follow it; the one active before is kept, inactive. A wallet
 * that no longer answers without a prompt is connected again (`connect`, which prompts or pairs).
 */
export async function switchConnection(config: ActionConfig, { namespace, connectorId }: SwitchConnectionParameters): Promise<SwitchConnectionReturnType> {
  const { root, adapters } = config
  const { connections } = root
  const list = connectionListOf(root)
  const current = list.activeOf(namespace)
  if (current?.connectorId === connectorId) {
    runInAction(() => connections.setActiveNamespace(namespace))
    return
  }
  await adapters.ensureLoaded()
  await adapters.loaded?.loadOffering(connectorId)
  const chain = adapters.chainAdapter(namespace)
  if (!chain) throw new BaseError('Adapter not found', { code: 'ADAPTER_NOT_FOUND', details: namespace })
  let result: unknown
  try {
    result = await chain.reconnect?.(connectorId)
  } catch (error) {
    throw toAdapterError(error)
  }
  if (result === undefined) {
    await connect(config, { connectorId })
    runInAction(() => connections.setActiveNamespace(namespace))
    return
  }
  runInAction(() => {
    if (current) list.hold(current)
    applyConnected(config, namespace, connectorId, result)
    list.release(namespace, connectorId)
    connections.setActiveNamespace(namespace)
  })
}
