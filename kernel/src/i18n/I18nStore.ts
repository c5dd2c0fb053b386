import { makeAutoObservable } from 'mobx'
import { englishMessages } from './englishMessages.ts'
import { matchLocale } from './matchLocale.ts'
import { pluralForms } from './pluralForms.ts'
import type { MessageValues } from '../model/MessageValues.ts'

export type { MessageValues } from '../model/MessageValues.ts'

/** Translates a message key, filling its placeholders. */
export type Translate = (key: string, values?: MessageValues) => string

/** Loads one part's (the kernel's, a plugin's) messages for a locale; undefined where it ships none. */
export type LocaleLoader = (locale: string) => Promise<Record<string, string>> | undefined

const loadKernelMessages: LocaleLoader = (locale) => import('./loadKernelMessages.ts').then((module) => module.loadKernelMessages(locale))

/**
 * Message catalogues by locale, the active locale and its direction; `t` translates. A locale's
 * catalogues load on demand (the kernel's and each plugin's `LocaleLoader`); the host's own texts
 * (`messages`) win over them, and English fills any gap.
 */
export class I18nStore {
  locale = 'en'
  /** Messages added at run time (by plugins, or for other locales), over the kernel's English ones. */
  catalogues = new Map<string, Record<string, string>>()
  /** The host's texts by locale (the `messages` option), over every catalogue. */
  overrides: Record<string, Record<string, string>> = {}
  /** The host page's direction (`<html dir>`), followed while the host chose no locale. */
  hostDirection: string | undefined = undefined
  /** Settles once the active locale's catalogues have arrived (or failed: English shows). */
  loaded: Promise<unknown> = Promise.resolve()
  private loaders = new Set<LocaleLoader>([loadKernelMessages])

  constructor() {
    makeAutoObservable<I18nStore, 'loaders'>(this, { loaders: false, loaded: false }, { autoBind: true })
  }

  /** The writing direction of the modal: the host page's when it set one and chose no locale, else the locale's. */
  get direction(): 'ltr' | 'rtl' {
    if (this.hostDirection === 'rtl' || this.hostDirection === 'ltr') return this.hostDirection
    return ['ar', 'he', 'fa'].includes(this.locale) ? 'rtl' : 'ltr'
  }

  /** Adds messages to a locale's catalogue (English by default); later keys win. */
  addMessages(messages: Record<string, string>, locale = 'en'): void {
    const next = new Map(this.catalogues)
    next.set(locale, { ...(next.get(locale) ?? {}), ...messages })
    this.catalogues = next
  }

  /** Sets the host's texts by locale, which win over every catalogue. */
  setOverrides(overrides: Record<string, Record<string, string>>): void {
    this.overrides = overrides
  }

  /** Adds a part's loader and loads the active locale through it; returns its removal. */
  addLocaleLoader(loader: LocaleLoader): () => void {
    this.loaders.add(loader)
    this.load([loader])
    return () => this.loaders.delete(loader)
  }

  /**
   * Switches the active locale, matched to a shipped one (`pt` is `pt-BR`, else English), and
   * loads its catalogues; keys missing there fall back to English. `hostDirection` is the host
   * page's, when it chose no locale.
   */
  setLocale(locale: string, hostDirection?: string): void {
    this.locale = matchLocale(locale) ?? 'en'
    this.hostDirection = hostDirection
    this.load([...this.loaders])
  }

  /** Translates a key; an unknown key is returned as it is, so a missing string is visible. */
  t(key: string, values: MessageValues = {}): string {
    const { locale, overrides, catalogues } = this
    const text =
      overrides[locale]?.[key] ?? catalogues.get(locale)?.[key] ?? overrides.en?.[key] ?? catalogues.get('en')?.[key] ?? englishMessages[key] ?? key
    // Plural forms once the modal's code has come (`pluralForms`), then `{name}` placeholders.
    return (pluralForms.format?.(text, values, locale) ?? text)
      .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
  }

  private load(loaders: LocaleLoader[]): void {
    const { locale } = this
    if (locale === 'en') return
    const arrived = loaders.map((loader) => loader(locale)?.then((messages) => this.addMessages(messages, locale), () => undefined))
    this.loaded = Promise.all([this.loaded, ...arrived])
  }
}
