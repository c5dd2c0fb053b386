import type { ChainNamespace } from '@portico/kernel'
import type { ProviderEvents } from '@portico/kernel/extend'
import { accountsOn } from './accountsOn.ts'
import type { SessionAccess } from './SessionAccess.ts'
import type { UniversalProviderInstance } from './UniversalProviderInstance.ts'

type Listener = (payload: unknown) => void

// getSdkError('USER_DISCONNECTED') of WalletConnect: what a namespace provider's `disconnect` carries.
const userDisconnected = { code: 6000, message: 'User disconnected.' }

function namespaceOf(caipNetworkId: unknown): ChainNamespace | undefined {
  if (typeof caipNetworkId !== 'string') return undefined
  const namespace = caipNetworkId.split(':')[0]
  return namespace === 'eip155' || namespace === 'solana' || namespace === 'bip122' ? namespace : undefined
}

function addressOf(account: unknown): string | undefined {
  if (typeof account !== 'string') return undefined
  return account.slice(account.lastIndexOf(':') + 1) || undefined
}

/**
 * Passes the wallet's session events to the namespace providers, each to its own namespace:
 * `accountsChanged` (addresses), `chainChanged` (hex for eip155, the CAIP-2 id otherwise, when
 * the current chain moves, whoever moved it), accounts again on a session update, and
 * `disconnect` when the wallet deletes the session or it expires. Returns the function that stops.
 */
export function forwardSessionEvents(universal: UniversalProviderInstance, providers: ReadonlyMap<ChainNamespace, { events: ProviderEvents }>, access: SessionAccess): () => void {
  const onSessionEvent: Listener = (payload) => {
    const { params } = payload as { params?: { chainId?: unknown; event?: { name?: unknown; data?: unknown } } }
    const namespace = namespaceOf(params?.chainId)
    const target = namespace && providers.get(namespace)
    if (!target || params?.event?.name !== 'accountsChanged' || !Array.isArray(params.event.data)) return
    target.events.emit('accountsChanged', params.event.data.flatMap((account) => addressOf(account) ?? []))
  }
  const onChainChanged: Listener = (payload) => {
    const { currentCaipChainId, previousCaipChainId } = (payload ?? {}) as { currentCaipChainId?: unknown; previousCaipChainId?: unknown }
    const namespace = namespaceOf(currentCaipChainId)
    const target = namespace && providers.get(namespace)
    if (!target || currentCaipChainId === previousCaipChainId) return
    const reference = (currentCaipChainId as string).slice(namespace.length + 1)
    target.events.emit('chainChanged', namespace === 'eip155' ? `0x${Number(reference).toString(16)}` : currentCaipChainId)
  }
  const onSessionUpdate: Listener = () => {
    for (const [namespace, provider] of providers) {
      const approved = access.approved(namespace)
      if (approved) provider.events.emit('accountsChanged', accountsOn(approved.accounts, access.currentChain(namespace)))
    }
  }
  const onEnded: Listener = () => {
    for (const provider of providers.values()) provider.events.emit('disconnect', userDisconnected)
  }
  const onExpired: Listener = (payload) => {
    if ((payload as { topic?: unknown } | undefined)?.topic === universal.session?.topic) onEnded(payload)
  }
  universal.on('session_event', onSessionEvent)
  // Emitted by the universal provider's namespace providers with CAIP-2 ids, for the wallet's chainChanged and for local switches alike.
  universal.on('default_chain_changed', onChainChanged)
  universal.on('session_update', onSessionUpdate)
  universal.on('session_delete', onEnded)
  universal.client.on('session_expire', onExpired)
  return () => {
    universal.removeListener('session_event', onSessionEvent)
    universal.removeListener('default_chain_changed', onChainChanged)
    universal.removeListener('session_update', onSessionUpdate)
    universal.removeListener('session_delete', onEnded)
    universal.client.off('session_expire', onExpired)
  }
}
