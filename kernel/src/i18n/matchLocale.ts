// The locales the kernel and its plugins ship catalogues for (`locales/<locale>.ts`), English first.
const shippedLocales = ['en', 'ar', 'de', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW']

/**
 * The shipped locale for a language tag, or undefined: its language's (`pt-PT` is `pt-BR`, `en-GB`
 * is `en`); Chinese is Traditional for Taiwan, Hong Kong, Macau and `Hant`, else Simplified.
 */
export function matchLocale(tag: string): string | undefined {
  const lower = tag.toLowerCase()
  const language = lower.split(/[-_]/)[0]
  if (language === 'zh') return /tw|hk|mo|hant/.test(lower) ? 'zh-TW' : 'zh-CN'
  return shippedLocales.find((locale) => locale.toLowerCase().split('-')[0] === language)
}
