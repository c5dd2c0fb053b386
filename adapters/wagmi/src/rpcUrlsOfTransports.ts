import type { Transport } from '@wagmi/core'
import type { Chain } from 'viem'

/**
 * The RPC url of each chain whose wagmi transport is an `http(url)` one, by chain id, so that
 * the modal reads balances where the host's wagmi does; other transports (webSocket, custom,
 * fallback) leave the chain on its network's own urls.
 */
export function rpcUrlsOfTransports(chains: readonly Chain[], transports: Record<number, Transport> | undefined): Record<string, string[]> {
  const urls: Record<string, string[]> = {}
  for (const chain of chains) {
    const transport = transports?.[chain.id]
    if (!transport) continue
    try {
      const { config, value } = transport({ chain, retryCount: 0 })
      const url: unknown = value?.url
      if (config.type === 'http' && typeof url === 'string' && /^https?:\/\//.test(url)) urls[String(chain.id)] = [url]
    } catch {
      // A transport that cannot be built here is the host's wagmi's business only.
    }
  }
  return urls
}
