import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
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
  vi.restoreAllMocks()
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

  it("shows an alert raised before the locale's texts arrived in the locale, and follows setLocale", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // No project id: "Project ID Not Configured" is raised while createAppKit runs, before the German texts load.
    const appKit = create({ locale: 'de', projectId: undefined })
    act(() =>
      appKit.store.alerts.show({ id: 'embedded-wallet-session-expired', title: 'Session Expired', message: 'The login session is not valid (invalid JWT). Check the time settings of this device and log in again.', variant: 'error' }),
    )
    await act(() => appKit.open())
    const dialog = screen.getByRole('dialog')
    const [missing, expired] = within(dialog).getAllByRole('alert')
    expect(missing?.textContent).toContain('Projekt-ID nicht konfiguriert')
    expect(expired?.textContent).toContain('Sitzung abgelaufen')
    expect(within(dialog).getByRole('button', { name: 'Schließen: Sitzung abgelaufen' })).toBeTruthy()
    await act(async () => {
      appKit.setLocale('fr')
      await appKit.store.i18n.loaded
    })
    expect(missing?.textContent).toContain('ID de projet non configuré')
    expect(expired?.textContent).toContain('Session expirée')
  })

  it('rejects messages that are not texts by locale and key', () => {
    expect(() => create({ messages: { de: 'Anmelden' } })).toThrow(/messages/)
    expect(() => create({ locale: 42 })).toThrow(/locale/)
  })
})
