/** The secure frame's address (SPEC §7): `frameUrl` with projectId, chainId (when known), version and enableLogger, and the app's locale (when known: the frame shows its texts in it). */
export function frameSource(frameUrl: string, query: { projectId: string; chainId: number | string | undefined; enableLogger: boolean; locale?: string | undefined }): string {
  const url = new URL(frameUrl)
  url.searchParams.set('projectId', query.projectId)
  if (query.chainId !== undefined) url.searchParams.set('chainId', String(query.chainId))
  // SPEC §9: the default secure-site version.
  url.searchParams.set('version', '4')
  url.searchParams.set('enableLogger', String(query.enableLogger))
  if (query.locale !== undefined) url.searchParams.set('locale', query.locale)
  return url.href
}
