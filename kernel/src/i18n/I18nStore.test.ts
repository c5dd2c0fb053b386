import { describe, expect, it } from 'vitest'
import { I18nStore } from './I18nStore.ts'
import { joinModalMessages } from '../../../ui/src/modalMessages.ts'
import { formatPlurals } from './formatPlurals.ts'
import { pluralForms } from './pluralForms.ts'

describe('I18nStore', () => {
  it('translates kernel keys and fills placeholders', () => {
    const i18n = new I18nStore()
    i18n.addMessages({ 'test.retry': 'Please try again after {seconds} seconds' })
    expect(i18n.t('button.connect')).toBe('Connect Wallet')
    expect(i18n.t('test.retry', { seconds: 12 })).toBe('Please try again after 12 seconds')
  })

  it('keeps an unknown placeholder and shows an unknown key as it is', () => {
    const i18n = new I18nStore()
    i18n.addMessages({ 'test.hello': 'Hello {name}' })
    expect(i18n.t('test.hello', {})).toBe('Hello {name}')
    expect(i18n.t('missing.key')).toBe('missing.key')
  })

  it('falls back to English for keys a locale lacks, and knows right-to-left locales', () => {
    const i18n = new I18nStore()
    i18n.addMessages({ 'modal.back': 'رجوع' }, 'ar')
    i18n.setLocale('ar')
    expect(i18n.t('modal.back')).toBe('رجوع')
    expect(i18n.t('button.connect')).toBe('Connect Wallet')
    expect(i18n.direction).toBe('rtl')
    i18n.setLocale('en-GB')
    expect(i18n.locale).toBe('en')
    expect(i18n.direction).toBe('ltr')
  })

  it("loads a locale's catalogues: the kernel's chunk and each part's loader, now and on each change", async () => {
    const i18n = new I18nStore()
    const asked: string[] = []
    i18n.addLocaleLoader((locale) => {
      asked.push(locale)
      return locale === 'ja' ? Promise.resolve({ 'test.part': 'パーツ' }) : undefined
    })
    i18n.setLocale('ja')
    await i18n.loaded
    expect(asked).toEqual(['ja'])
    expect(i18n.t('button.connect')).toBe('ウォレットを接続')
    expect(i18n.t('test.part')).toBe('パーツ')
    i18n.setLocale('de-AT')
    await i18n.loaded
    expect(i18n.locale).toBe('de')
    expect(i18n.t('button.connect')).toBe('Wallet verbinden')
    expect(asked).toEqual(['ja', 'de'])
  })

  it("puts the host's texts over every catalogue, per locale, and falls back to its English ones", async () => {
    const i18n = new I18nStore()
    i18n.setOverrides({ en: { 'button.connect': 'Sign in', 'test.only': 'Only mine' }, fr: { 'button.connect': 'Se connecter' } })
    expect(i18n.t('button.connect')).toBe('Sign in')
    i18n.setLocale('fr')
    await i18n.loaded
    expect(i18n.t('button.connect')).toBe('Se connecter')
    expect(i18n.t('modal.close')).toBe('Fermer')
    expect(i18n.t('test.only')).toBe('Only mine')
  })

  it('picks plural forms through Intl.PluralRules, with exact forms and # as the formatted count, once the modal installed their reader', () => {
    const i18n = new I18nStore()
    pluralForms.format = formatPlurals
    i18n.addMessages({ 'test.wallets': '{count, plural, =0 {No wallets} one {# wallet} other {# wallets}} on {network}' })
    expect(i18n.t('test.wallets', { count: 0, network: 'Base' })).toBe('No wallets on Base')
    expect(i18n.t('test.wallets', { count: 1, network: 'Base' })).toBe('1 wallet on Base')
    expect(i18n.t('test.wallets', { count: 1200, network: 'Base' })).toBe('1,200 wallets on Base')
    i18n.addMessages({ 'test.wallets': '{count, plural, one {# محفظة} two {محفظتان} few {# محافظ} many {# محفظة} other {# محفظة}}' }, 'ar')
    i18n.setLocale('ar')
    expect(i18n.t('test.wallets', { count: 2 })).toBe('محفظتان')
    expect(i18n.t('test.wallets', { count: 3 })).toBe('3 محافظ')
  })

  it("follows the host page's direction while the host chose no locale", () => {
    const i18n = new I18nStore()
    i18n.setLocale('en', 'rtl')
    expect(i18n.direction).toBe('rtl')
    i18n.setLocale('he', '')
    expect(i18n.direction).toBe('rtl')
    i18n.setLocale('ja')
    expect(i18n.direction).toBe('ltr')
  })

  it("knows the modal's messages once the modal's chunk has joined them", () => {
    const i18n = new I18nStore()
    expect(i18n.t('view.Connect.title')).toBe('view.Connect.title')
    joinModalMessages()
    expect(i18n.t('view.Connect.title')).toBe('Connect Wallet')
    expect(i18n.t('modal.close')).toBe('Close')
  })
})
