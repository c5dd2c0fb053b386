import { frameTextCatalogue } from './frameTextCatalogue.ts'
import type { FrameTexts } from './FrameTexts.ts'

/** The texts for a BCP 47 locale (`de-DE` matches `de`), each missing one in English; English when the locale is unknown or not given. */
export function textsFor(locale: string | null | undefined): FrameTexts {
  const language = (locale ?? '').toLowerCase().split('-')[0] ?? ''
  const translated: Partial<FrameTexts> = Object.hasOwn(frameTextCatalogue, language) ? frameTextCatalogue[language as keyof typeof frameTextCatalogue] : {}
  return { ...frameTextCatalogue.en, ...translated }
}
