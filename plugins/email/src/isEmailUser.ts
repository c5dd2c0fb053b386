import { embeddedStorage } from '@portico/adapter-embedded'
import type { PluginContext } from '@portico/kernel/extend'

/**
 * Whether the active account is the embedded wallet's, logged in with an e-mail (not a social
 * account): the one account whose e-mail can be changed (SPEC §4's e-mail update).
 */
export function isEmailUser(context: Pick<PluginContext, 'adapters' | 'connections' | 'storage'>): boolean {
  const login = context.adapters.extension('emailLogin')
  const connection = context.connections.active
  if (!login || connection?.status !== 'connected' || connection.connectorId !== login.connectorId) return false
  return context.storage.read(embeddedStorage.email) !== undefined && context.storage.read(embeddedStorage.connectedSocialProvider) === undefined
}
