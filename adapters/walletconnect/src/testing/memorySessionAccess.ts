import type { ChainNamespace } from '@portico/kernel'
import type { ApprovedNamespace, SessionAccess } from '../SessionAccess.ts'

/** A session in memory: what the wallet approved, the current chains, and every request sent on. */
export function memorySessionAccess(approved: Partial<Record<ChainNamespace, ApprovedNamespace>>, current: Partial<Record<ChainNamespace, string>>) {
  const sent: string[] = []
  const access: SessionAccess = {
    approved: (namespace) => approved[namespace],
    currentChain: (namespace) => current[namespace],
    hasRpc: (chain) => chain === 'eip155:31337',
    request: async (args, chain) => {
      sent.push(`${chain} ${args.method} ${JSON.stringify(args.params)}`)
      return 'answered'
    },
  }
  return { access, sent }
}
