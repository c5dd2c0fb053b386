import type { ProjectOrigins } from '../api/ProjectOrigins.ts'

const loopbackHosts = new Set(['localhost', '127.0.0.1'])
const sourcePattern = /^(?:(https?):\/\/)?(\*\.)?[a-z0-9.-]+(?::\d{1,5})?$/

/** A project origin pattern as a CSP source (`http://localhost` without a port: any port, as the project's check reads it); undefined when it cannot be one. */
function sourceOf(pattern: string): string | undefined {
  const source = pattern.trim().toLowerCase().replace(/\/+$/, '')
  if (!sourcePattern.test(source)) return undefined
  const withoutScheme = source.replace(/^https?:\/\//, '')
  const host = withoutScheme.split(':')[0] ?? ''
  return loopbackHosts.has(host) && !withoutScheme.includes(':') ? `${source}:*` : source
}

/**
 * The `frame-ancestors` sources of a project: its allowed origins. An unknown project, or one that
 * lists no origin (which other routes read as "any"), gets `'none'`: the frame holds keys, so no
 * page embeds it unless named. Read from the origins this process keeps (`projectOriginsOf`).
 */
export async function frameAncestorsOf(origins: ProjectOrigins, projectId: string | null): Promise<string> {
  if (projectId === null) return "'none'"
  const patterns = (await origins.patternsOf(projectId)) ?? []
  const sources = patterns.map(sourceOf).filter((source): source is string => source !== undefined)
  return sources.length === 0 ? "'none'" : sources.join(' ')
}
