import type { ChainNamespace } from '@portico/kernel'
import { liveSession } from './liveSession.ts'
import type { ApprovedNamespace, SessionAccess } from './SessionAccess.ts'
import type { UniversalProviderInstance } from './UniversalProviderInstance.ts'

/**
 * How the namespace providers read the universal provider's session and send requests through
 * it. Session namespaces may be keyed by namespace (`eip155`) or by chain (`eip155:1`): both count.
 */
export function universalSessionAccess(universal: UniversalProviderInstance, rpcChains: ReadonlySet<string>, now: () => number): SessionAccess {
  const approved = (namespace: ChainNamespace): ApprovedNamespace | undefined => {
    const session = liveSession(universal, now)
    if (!session) return undefined
    const entries = Object.entries(session.namespaces).filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
    if (entries.length === 0) return undefined
    return {
      accounts: [...new Set(entries.flatMap(([, entry]) => entry.accounts))],
      methods: [...new Set(entries.flatMap(([, entry]) => entry.methods))],
    }
  }
  return {
    approved,
    currentChain: (namespace) => {
      if (!approved(namespace)) return undefined
      try {
        const reference = universal.rpcProviders[namespace]?.getDefaultChain()
        return reference ? `${namespace}:${reference}` : undefined
      } catch {
        return undefined
      }
    },
    hasRpc: (caipNetworkId) => rpcChains.has(caipNetworkId),
    request: (args, caipNetworkId) => universal.request(args as Parameters<UniversalProviderInstance['request']>[0], caipNetworkId),
  }
}
