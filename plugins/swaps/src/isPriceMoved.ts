/** The revert reasons of a Uniswap-v2-style router when the price moved beyond the bounds of the swap. */
const reasons = ['INSUFFICIENT_OUTPUT_AMOUNT', 'EXCESSIVE_INPUT_AMOUNT']
const maxDepth = 6

/** The texts of an error and of what it wraps (message, short message, details, cause, data). */
function textsOf(value: unknown, depth = 0): string[] {
  if (depth > maxDepth) return []
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  const own = [record.message, record.shortMessage, record.details, record.reason].filter((text): text is string => typeof text === 'string')
  return [...own, ...textsOf(record.cause, depth + 1), ...textsOf(record.data, depth + 1), ...textsOf(record.error, depth + 1)]
}

/**
 * Whether a swap failed because the price moved beyond the slippage tolerance: the router's
 * revert (found at estimation, 'execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT'),
 * or the plugin's own `SWAP_PRICE_CHANGED`.
 */
export function isPriceMoved(error: unknown): boolean {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'SWAP_PRICE_CHANGED') return true
  return textsOf(error).some((text) => reasons.some((reason) => text.includes(reason)))
}
