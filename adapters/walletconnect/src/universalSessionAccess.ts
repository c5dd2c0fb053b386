import type { ChainNamespace } from '@portico/kernel'
import type { ApprovedNamespace, SessionAccess } from './SessionAccess.ts'
import type { UniversalProviderInstance } from './UniversalProviderInstance.ts'

/** The universal provider in use and the session this tab may use (undefined when there is none, or it ended). */
export interface UniversalInUse {
  current: UniversalProviderInstance
  session(): UniversalProviderInstance['session']
}

/**
 * How the namespace providers read the session of the universal provider in use (read at each
 * call: it is replaced when another tab pairs) and send requests through it. Session namespaces
 * may be keyed by namespace (`eip155`) or by chain (`eip155:1`): both count.
 */
export function universalSessionAccess(inUse: () => UniversalInUse, rpcChains: ReadonlySet<string>): SessionAccess {
  const approved = (namespace: ChainNamespace): ApprovedNamespace | undefined => {
    const session = inUse().session()
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
        const reference = inUse().current.rpcProviders[namespace]?.getDefaultChain()
        return reference ? `${namespace}:${reference}` : undefined
      } catch {
        return undefined
      }
    },
    hasRpc: (caipNetworkId) => rpcChains.has(caipNetworkId),
    request: (args, caipNetworkId) => inUse().current.request(args as Parameters<UniversalProviderInstance['request']>[0], caipNetworkId),
  }
}
