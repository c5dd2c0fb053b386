/**
 * The headers of every frame-origin response: a strict CSP (scripts, styles and connections to the
 * frame's own origin and the chains' RPC only; embedding by `ancestors`), no MIME sniffing, no
 * referrer, and an opener policy that keeps the popups of social login reachable.
 */
export function frameHeaders(connectOrigins: readonly string[], ancestors: string): Record<string, string> {
  const connect = ["'self'", ...connectOrigins].join(' ')
  return {
    'content-security-policy': `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src ${connect}; frame-ancestors ${ancestors}; base-uri 'none'; form-action 'self'; object-src 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cache-control': 'no-store',
  }
}
