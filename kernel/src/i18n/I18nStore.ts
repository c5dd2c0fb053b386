import { makeAutoObservable } from 'mobx'
import { englishMessages } from './englishMessages.ts'

/** Values to put into a message's `{name}` placeholders. */
export type MessageValues = Record<string, string | number>

/** Translates a message key, filling its placeholders. */
export type Translate = (key: string, values?: MessageValues) => string

/** Message catalogues by locale, the active locale and its direction; `t` translates. */
export class I18nStore {
  locale = 'en'
  /** Messages added at run time (by plugins, or for other locales), over the kernel's English ones. */
  catalogues = new Map<string, Record<string, string>>()

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  /** The writing direction of the active locale. */
  get direction(): 'ltr' | 'rtl' {
    const language = this.locale.split('-')[0] ?? ''
    return ['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv'].includes(language) ? 'rtl' : 'ltr'
  }

  /** Adds messages to a locale's catalogue (English by default); later keys win. */
  addMessages(messages: Record<string, string>, locale = 'en'): void {
    const next = new Map(this.catalogues)
    next.set(locale, { ...(next.get(locale) ?? {}), ...messages })
    this.catalogues = next
  }

  /** Switches the active locale; keys missing there fall back to English. */
  setLocale(locale: string): void {
    this.locale = locale
  }

  /** Translates a key; an unknown key is returned as it is, so a missing string is visible. */
  t(key: string, values?: MessageValues): string {
    const text = this.catalogues.get(this.locale)?.[key] ?? this.catalogues.get('en')?.[key] ?? englishMessages[key] ?? key
    if (!values) return text
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
  }
}
