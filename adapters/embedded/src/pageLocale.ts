/**
 * The language the kernel picks for a host that chose no locale: the page's `<html lang>`, else the
 * browser's first language; undefined without a document (a server).
 */
export function pageLocale(): string | undefined {
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return undefined
  return document.documentElement.lang || navigator.languages[0] || navigator.language || undefined
}
