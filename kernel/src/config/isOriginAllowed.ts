const loopbackHosts = new Set(['localhost', '127.0.0.1'])

function parseOrigin(origin: string): URL | undefined {
  try {
    return new URL(origin)
  } catch {
    return undefined
  }
}

function hostMatches(pattern: string, hostname: string): boolean {
  if (pattern.startsWith('*.')) {
    const parent = pattern.slice(1)
    return hostname.endsWith(parent) && hostname.length > parent.length
  }
  return pattern === hostname
}

function patternMatches(pattern: string, origin: URL): boolean {
  const trimmed = pattern.trim().toLowerCase()
  const schemeEnd = trimmed.indexOf('://')
  const scheme = schemeEnd >= 0 ? trimmed.slice(0, schemeEnd + 1) : undefined
  const hostAndPort = (schemeEnd >= 0 ? trimmed.slice(schemeEnd + 3) : trimmed).replace(/\/+$/, '')
  const portStart = hostAndPort.lastIndexOf(':')
  const host = portStart >= 0 ? hostAndPort.slice(0, portStart) : hostAndPort
  const port = portStart >= 0 ? hostAndPort.slice(portStart + 1) : undefined
  if (scheme !== undefined && scheme !== origin.protocol) return false
  if (!hostMatches(host, origin.hostname)) return false
  if (port !== undefined) return port === (origin.port || (origin.protocol === 'https:' ? '443' : '80'))
  return origin.port === '' || loopbackHosts.has(origin.hostname)
}

/**
 * Whether an origin is allowed by a project's origin patterns. A pattern is an origin
 * (`https://app.example.com`, `http://localhost:3000`) or a bare host (`app.example.com`); the
 * scheme, when given, must match; the host may start with `*.` for any subdomain (not the
 * domain itself); without a port only the default port matches, except `localhost` and
 * `127.0.0.1`, which match any port. An empty list sets no restriction.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return patterns.some((pattern) => patternMatches(pattern, parsed))
}
