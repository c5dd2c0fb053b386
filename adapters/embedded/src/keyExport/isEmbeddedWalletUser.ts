import type { PluginContext } from '@portico/kernel/extend'

/**
 * Whether the active account is the embedded wallet's (an e-mail, social or Farcaster login): the one
 * account whose private key the secure frame can export.
 */
export function isEmbeddedWalletUser(context: Pick<PluginContext, 'adapters' | 'connections'>): boolean {
  const keys = context.adapters.extension('embeddedWalletKeys')
  const connection = context.connections.active
  return keys !== undefined && connection?.status === 'connected' && connection.connectorId === keys.connectorId
}
