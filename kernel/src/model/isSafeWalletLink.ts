// Schemes that run code, read local files or embed content: never a wallet.
const refusedSchemes = new Set(['javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'filesystem'])

/**
 * Whether a link to open a wallet may be followed: http(s) with a host, or a plain custom app
 * scheme (`metamask:`, `rainbow:`); never `javascript:`, `data:`, `vbscript:`, `file:` and the
 * like. A link with spaces or control characters is refused, since browsers drop some of them
 * inside a scheme (`java\tscript:`).
 */
export function isSafeWalletLink(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0020\u007f-\u009f]/.test(url)) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
  if (scheme === undefined || refusedSchemes.has(scheme)) return false
  if (scheme !== 'http' && scheme !== 'https') return true
  // A host right after `//`: `http:///x` would be read as host "x".
  if (!/^https?:\/\/[^/?#\\]/i.test(url)) return false
  try {
    return new URL(url).hostname !== ''
  } catch {
    return false
  }
}
