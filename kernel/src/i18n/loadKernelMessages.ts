/** The kernel's catalogue of each shipped locale but English, each its own chunk. */
const kernelLocales: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  ar: () => import('./locales/ar.ts'),
  de: () => import('./locales/de.ts'),
  es: () => import('./locales/es.ts'),
  fa: () => import('./locales/fa.ts'),
  fr: () => import('./locales/fr.ts'),
  he: () => import('./locales/he.ts'),
  hi: () => import('./locales/hi.ts'),
  id: () => import('./locales/id.ts'),
  it: () => import('./locales/it.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  nl: () => import('./locales/nl.ts'),
  pl: () => import('./locales/pl.ts'),
  'pt-BR': () => import('./locales/pt-BR.ts'),
  ru: () => import('./locales/ru.ts'),
  th: () => import('./locales/th.ts'),
  tr: () => import('./locales/tr.ts'),
  uk: () => import('./locales/uk.ts'),
  vi: () => import('./locales/vi.ts'),
  'zh-CN': () => import('./locales/zh-CN.ts'),
  'zh-TW': () => import('./locales/zh-TW.ts'),
}

/** Loads the kernel's messages for a locale (every key of its English catalogue); none for English or an unknown locale. */
export async function loadKernelMessages(locale: string): Promise<Record<string, string>> {
  const load = kernelLocales[locale]
  return load ? (await load()).default : {}
}
