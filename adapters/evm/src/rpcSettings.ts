/**
 * SPEC §9's RPC constants: 10 s timeout, 3 retries from 150 ms with exponential backoff
 * (viem's http honours Retry-After and retries HTTP 403, 408, 413, 429, 500, 502, 503, 504 and
 * RPC codes -1, -32005, -32603), batches of 1000, and the fallback's ranking: a ping every 4 s,
 * 10 samples, 1 s ping timeout, stability weighed 0.7 and latency 0.3; identical requests in flight
 * shared through a request cache of 8192 entries.
 */
export const rpcSettings = {
  timeout: 10_000,
  retryCount: 3,
  retryDelay: 150,
  batchSize: 1000,
  requestCacheSize: 8192,
  rank: { interval: 4_000, sampleCount: 10, timeout: 1_000, weights: { stability: 0.7, latency: 0.3 } },
} as const
