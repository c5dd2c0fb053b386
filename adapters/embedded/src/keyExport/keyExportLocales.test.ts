import { describe, expect, it } from 'vitest'
import { keyExportLocales } from './keyExportLocales.ts'
import { keyExportMessages } from './keyExportMessages.ts'

// Every shipped locale but English (issue 20), as tests/i18n/catalogues.test.ts checks the kernel's and the plugins'.
const locales = ['ar', 'de', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-TW']
const files = import.meta.glob<Record<string, string>>('./locales/*.ts', { eager: true, import: 'default' })

describe('the key export catalogues', () => {
  it('has a loader for every shipped locale and a file for none other', () => {
    expect(Object.keys(keyExportLocales).sort()).toEqual([...locales].sort())
    expect(Object.keys(files).map((path) => path.replace(/^\.\/locales\/(.+)\.ts$/, '$1')).sort()).toEqual([...locales].sort())
  })

  it.each(locales)('%s has exactly the English keys, none empty, and its loader gives it', async (locale) => {
    const messages = (await keyExportLocales[locale]?.())?.default
    expect(messages).toBe(files[`./locales/${locale}.ts`])
    expect(Object.keys(messages ?? {}).sort()).toEqual(Object.keys(keyExportMessages).sort())
    for (const key of Object.keys(keyExportMessages)) expect(messages?.[key]?.trim(), `${locale}: ${key}`).not.toBe('')
  })
})
