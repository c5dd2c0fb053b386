const grouped = new Set(['swap', 'onramp', 'pay', 'names', 'images', 'bitcoin'])
const known = new Set(['projects', 'chains', 'wallets', 'images', 'balances', 'transactions', 'nfts', 'swap', 'onramp', 'pay', 'names', 'v1', 'bitcoin', 'siwx', 'health', 'ready', 'metrics'])

/** The route a request's path belongs to, for metrics and logs, without its parameters (`/balances/0xabc` is `balances`, `/swap/quote` is `swap/quote`); `other` for any path the service does not serve. */
export function routeLabelOf(parts: readonly string[]): string {
  const [first, second] = parts
  if (first === undefined) return 'root'
  if (!known.has(first)) return 'other'
  if (first === 'v1') return second === 'bundler' ? 'v1/bundler' : 'v1'
  if (first === 'projects') return `projects/${parts[2] === 'origins' ? 'origins' : 'config'}`
  if (first === 'pay' && parts.length > 2) return `pay/exchanges/${parts[3] === 'status' ? 'status' : 'url'}`
  if (grouped.has(first) && second !== undefined && /^[a-z]{1,16}$/.test(second)) return `${first}/${second}`
  return first
}
