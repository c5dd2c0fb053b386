import type { ChainNamespace } from '@portico/kernel/extend'
import { sessionConnection } from './sessionConnection.ts'
import type { UniversalProviderLike } from './UniversalProviderLike.ts'

// Solana's account requests, which WalletConnect's provider would send to the RPC: the session answers them.
const solanaAccountMethods = new Set(['solana_getAccounts', 'solana_requestAccounts'])

/** What a chain adapter takes of a connector's provider: `request`, and the events. */
export interface Eip1193View {
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
  on(event: string, listener: (...args: never[]) => void): Eip1193View
  removeListener(event: string, listener: (...args: never[]) => void): Eip1193View
}

/**
 * The host's universal provider as the connector hands it to a chain adapter (`getProvider`): as it
 * is, except where WalletConnect's provider answers otherwise than a wallet's provider does:
 * `eth_chainId` is a number there, where EIP-1193 asks for a hex string, and Solana's
 * `solana_getAccounts`/`solana_requestAccounts` go to the RPC, where the session's accounts
 * (`{ pubkey }`) answer them, as @portico/adapter-walletconnect's provider does. `walletProvider`
 * (`useAppKitProvider`) stays the host's own instance, as in AppKit.
 */
export function eip1193View(universal: UniversalProviderLike, namespace: ChainNamespace): Eip1193View {
  const view: Eip1193View = {
    async request(args, chain) {
      if (namespace === 'solana' && solanaAccountMethods.has(args.method)) return (sessionConnection(universal, namespace)?.accounts ?? []).map(({ address }) => ({ pubkey: address }))
      const result = await universal.request(args, chain)
      return namespace === 'eip155' && args.method === 'eth_chainId' && typeof result === 'number' ? `0x${result.toString(16)}` : result
    },
    on(event, listener) {
      universal.on(event, listener)
      return view
    },
    removeListener(event, listener) {
      universal.removeListener(event, listener)
      return view
    },
  }
  return view
}
