/** The origin of the page that embeds the frame: `location.ancestorOrigins[0]`, else the referrer's origin; undefined at top level or when unknown. */
export function parentOrigin(): string | undefined {
  if (window.parent === window) return undefined
  const ancestor = location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined
  } catch {
    return undefined
  }
}
