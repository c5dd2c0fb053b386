import { matchLocale } from './matchLocale.ts'

/** The locale for a host that chose none: the page's `<html lang>`, then the browser's languages, matched to a shipped one; else English. */
export function detectLocale(): string {
  if (typeof document === 'undefined') return 'en'
  for (const tag of [document.documentElement.lang, ...navigator.languages]) {
    const locale = tag ? matchLocale(tag) : undefined
    if (locale) return locale
  }
  return 'en'
}
