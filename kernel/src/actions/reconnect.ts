import { runInAction } from 'mobx'
import type { ActionConfig } from './ActionConfig.ts'
import { applyConnected } from './applyConnected.ts'

/** What `reconnect` resolves: nothing; each stored connection is connected or disconnected in the connections store. */
export type ReconnectReturnType = undefined

/** What `reconnect` rejects with: nothing; a connection that fails to sync becomes disconnected and is reported. */
export type ReconnectErrorType = never

/**
 * Syncs the connections stored from the last visit (SPEC §4), loading the adapters only when one
 * is pending; each that fails (or finds no adapter, as when the adapters' chunk cannot arrive)
 * becomes disconnected. One the user changed meanwhile (another connector, or disconnected) is
 * left alone.
 */
export async function reconnect(config: ActionConfig): Promise<ReconnectReturnType> {
  const { root, adapters } = config
  const { connections } = root
  const pending = [...connections.byNamespace].flatMap(([namespace, { status, connectorId }]) => (status === 'connecting' && connectorId ? [{ namespace, connectorId }] : []))
  if (pending.length === 0) return
  await adapters.ensureLoaded()
  await Promise.all(
    pending.map(async ({ namespace, connectorId }) => {
      const stillPending = () => {
        const now = connections.connectionOf(namespace)
        return now.status === 'connecting' && now.connectorId === connectorId
      }
      try {
        const chain = adapters.chainAdapter(namespace)
        const result = chain?.reconnect ? await chain.reconnect(connectorId) : undefined
        runInAction(() => {
          if (!stillPending()) return
          if (result) applyConnected(config, namespace, connectorId, result)
          else connections.setDisconnected(namespace)
        })
      } catch (error) {
        runInAction(() => {
          if (stillPending()) connections.setDisconnected(namespace)
        })
        adapters.report('ADAPTER_RECONNECT_FAILED', connectorId, error)
      }
    }),
  )
}
