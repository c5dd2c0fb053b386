import type { PluginContext } from '@portico/kernel/extend'

/** The e-mail a view of this plugin was opened with (its route data), or an empty string. */
export function routeEmail(router: PluginContext['router']): string {
  const data: unknown = router.data
  const email = typeof data === 'object' && data !== null ? (data as { email?: unknown }).email : undefined
  return typeof email === 'string' ? email : ''
}
