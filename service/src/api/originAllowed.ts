const loopbackHosts = new Set(['localhost', '127.0.0.1'])

function parseOrigin(origin: string): URL | undefined {
  try {
    return new URL(origin)
  } catch {
    return undefined
  }
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
  const hostMatches = host.startsWith('*.') ? origin.hostname.endsWith(host.slice(1)) && origin.hostname.length > host.length - 1 : host === origin.hostname
  if (!hostMatches) return false
  if (port !== undefined) return port === (origin.port || (origin.protocol === 'https:' ? '443' : '80'))
  return origin.port === '' || loopbackHosts.has(origin.hostname)
}

/**
 * Whether an origin is allowed by a project's origin patterns, as the kernel's `isOriginAllowed`
 * decides it: an origin (`https://app.example.com`) or a bare host, `*.` for any subdomain,
 * without a port only the default one except on `localhost` and `127.0.0.1` (any port); an empty
 * list sets no restriction.
 */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  if (patterns.length === 0) return true
  const parsed = parseOrigin(origin)
  if (!parsed) return false
  return patterns.some((pattern) => patternMatches(pattern, parsed))
}
