// What fetch, Node, browsers and wallets say when no answer came because the host could not be
// reached: Chromium "Failed to fetch", Node "fetch failed" (ECONNREFUSED and kin in its cause),
// Firefox "NetworkError when attempting to fetch resource", Safari "Load failed", React Native
// "Network request failed", and Chromium's net:: codes.
const unreachablePattern =
  /failed to fetch|fetch failed|networkerror when attempting to fetch|^load failed$|network request failed|econnrefused|econnreset|enotfound|eai_again|ehostunreach|enetunreach|err_connection_(?:refused|reset|closed)|err_internet_disconnected|err_name_not_resolved|err_network_changed|socket hang up/i
const maxDepth = 8

/**
 * Whether anything thrown (an Error, a wallet's { code, message, data } or a wrapper of one)
 * says that the network or node could not be reached at all: no answer came, as opposed to a
 * node's or wallet's error answer. Causes, `data.originalError` and `error` members are read.
 */
export function isNetworkUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const visit = (value: unknown, depth: number): boolean => {
    if (depth > maxDepth || value === null || value === undefined || seen.has(value)) return false
    seen.add(value)
    if (typeof value === 'string') return unreachablePattern.test(value)
    if (typeof value !== 'object') return false
    const record = value as Record<string, unknown>
    if ([record.message, record.details, record.code].some((text) => typeof text === 'string' && unreachablePattern.test(text))) return true
    const data = record.data
    const original = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).originalError : undefined
    return visit(record.cause, depth + 1) || visit(original, depth + 1) || visit(record.error, depth + 1)
  }
  return visit(error, 0)
}
