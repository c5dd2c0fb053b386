import { fallback, http } from 'viem'
import type { Transport } from 'viem'
import { dedupedTransport } from './dedupedTransport.ts'
import { RpcUrlMissingError } from './errors.ts'
import { rpcSettings } from './rpcSettings.ts'

/**
 * viem's transport for a network's RPC urls with SPEC §9's settings: one url gives an http
 * transport, several a fallback ranked by stability and latency. Each url retries on its own,
 * so the fallback itself does not retry: it moves on to the next url. Identical requests in flight
 * share one (SPEC §9's request cache).
 */
export function rpcTransport(urls: readonly string[]): Transport {
  if (urls.length === 0) throw new RpcUrlMissingError()
  const { timeout, retryCount, retryDelay, batchSize, requestCacheSize, rank } = rpcSettings
  const transports = urls.map((url) => http(url, { timeout, retryCount, retryDelay, batch: { batchSize } }))
  const transport = transports.length === 1 ? (transports[0] as Transport) : fallback(transports, { retryCount: 0, rank: { ...rank, weights: { ...rank.weights } } })
  return dedupedTransport(transport, requestCacheSize)
}
