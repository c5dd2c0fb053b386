/**
 * SPEC §9's RPC constants, as the EVM adapter has them through viem: 10 s timeout, 3 retries from
 * 150 ms doubling each time (or the seconds of a Retry-After), on HTTP 403, 408, 413, 429, 500,
 * 502, 503, 504 and RPC codes -1, -32005, -32603; then the next url.
 */
export const rpcSettings = {
  timeout: 10_000,
  retryCount: 3,
  retryDelay: 150,
  retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
  retryCodes: [-1, -32005, -32603],
} as const
