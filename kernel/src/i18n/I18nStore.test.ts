import { describe, expect, it } from 'vitest'
import { I18nStore } from './I18nStore.ts'
import { joinModalMessages } from '../ui/modalMessages.ts'

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
