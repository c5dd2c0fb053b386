import { checkConnectResult } from './checkConnectResult.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { ActionConfig } from './ActionConfig.ts'

/** Records what a chain adapter's connect or reconnect gave: the namespace's account and its network (run inside a MobX action); throws when the result breaks the contract. */
export function applyConnected({ root }: Pick<ActionConfig, 'root'>, namespace: ChainNamespace, connectorId: string, result: unknown): void {
  const checked = checkConnectResult(namespace, result)
  root.connections.setConnected(namespace, { ...checked, connectorId })
  root.networks.setActive(namespace, checked.caipNetworkId)
}
