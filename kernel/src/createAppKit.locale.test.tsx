import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from './createAppKit.ts'
import type { AppKit } from './AppKit.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
const instances: AppKit[] = []
const create = (options: Record<string, unknown>) => {
  const appKit = createAppKit({ projectId: 'p', networks, ...options })
  instances.push(appKit)
  return appKit
}

afterEach(() => {
  for (const appKit of instances.splice(0)) appKit.destroy()
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

describe('createAppKit: locale, messages and setLocale', () => {
  it('takes the locale option, matched to a shipped locale, with its direction and texts', async () => {
    const appKit = create({ locale: 'ar-EG' })
    const { i18n } = appKit.store
    expect(i18n.locale).toBe('ar')
    expect(i18n.direction).toBe('rtl')
    await i18n.loaded
    expect(i18n.t('button.connect')).toBe('ربط المحفظة')
  })

  it("detects the page's language and follows its direction when no locale is given", async () => {
    document.documentElement.lang = 'he-IL'
    document.documentElement.dir = 'rtl'
    const { i18n } = create({}).store
    expect(i18n.locale).toBe('he')
    expect(i18n.direction).toBe('rtl')
    await i18n.loaded
    expect(i18n.t('button.connect')).toBe('חיבור ארנק')
  })

  it("keeps the host's own direction for a language written left to right when it passes no locale", () => {
    document.documentElement.lang = 'en'
    document.documentElement.dir = 'rtl'
    expect(create({}).store.i18n.direction).toBe('rtl')
    expect(create({ locale: 'en' }).store.i18n.direction).toBe('ltr')
  })

  it("puts the host's texts over the shipped ones, and setLocale switches language and direction", async () => {
    const appKit = create({ locale: 'de', messages: { de: { 'button.connect': 'Anmelden' }, en: { 'button.connect': 'Sign in' } } })
    const { i18n } = appKit.store
    await i18n.loaded
    expect(i18n.t('button.connect')).toBe('Anmelden')
    appKit.setLocale('en')
    expect(i18n.t('button.connect')).toBe('Sign in')
    appKit.setLocale('fa')
    expect(i18n.direction).toBe('rtl')
  })

  it("translates SPEC §8's texts adapters show in the snack as they are, by their English text", async () => {
    const { i18n } = create({ locale: 'de' }).store
    await i18n.loaded
    expect(i18n.t('This application might not support Smart Accounts')).toBe('Diese Anwendung unterstützt Smart Accounts möglicherweise nicht')
    expect(i18n.t('Action not allowed')).toBe('Aktion nicht erlaubt')
  })

  it('rejects messages that are not texts by locale and key', () => {
    expect(() => create({ messages: { de: 'Anmelden' } })).toThrow(/messages/)
    expect(() => create({ locale: 42 })).toThrow(/locale/)
  })
})
