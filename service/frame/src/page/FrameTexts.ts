import type { frameTextCatalogue } from './frameTextCatalogue.ts'

/** The frame page's texts in one language, by name. */
export type FrameTexts = { readonly [name in keyof (typeof frameTextCatalogue)['en']]: string }
