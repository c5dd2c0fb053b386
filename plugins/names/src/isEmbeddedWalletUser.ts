import type {} from '@portico/adapter-embedded'
import type { PluginContext } from '@portico/kernel/extend'

/** Whether the active account is the embedded wallet's (an e-mail or social login): the accounts that get a name. */
export function isEmbeddedWalletUser(context: Pick<PluginContext, 'adapters' | 'connections'>): boolean {
  const connection = context.connections.active
  if (connection?.status !== 'connected' || connection.connectorId === undefined) return false
  const login = context.adapters.extension('emailLogin') ?? context.adapters.extension('socialLogin')
  return login?.connectorId === connection.connectorId
}
