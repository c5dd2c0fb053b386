import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { englishMessages } from '../../kernel/src/i18n/englishMessages.ts'
import { joinModalMessages } from '../../ui/src/modalMessages.ts'
import { joinProjectConfigMessages } from '../../kernel/src/config/projectConfigMessages.ts'
import { joinWebComponentMessages } from '../../ui/src/webComponents/webComponentMessages.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

const pluginEnglish = import.meta.glob<Record<string, Record<string, string>>>('../../plugins/*/src/*Messages.ts', { eager: true })
joinWebComponentMessages()
joinProjectConfigMessages()
joinModalMessages()
// Brand and protocol names stay as they are in every language.
const brands = new Set(['WalletConnect', 'Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook', 'NFT', 'EVM', 'Solana', 'Bitcoin', 'Polkadot'])
const englishTexts = [englishMessages, ...Object.values(pluginEnglish).flatMap((module) => Object.values(module))]
  .flatMap((catalogue) => Object.values(catalogue))
  // Texts with words of their own (not only placeholders and signs such as `{count}+` or `${amount}`), brands aside.
  .filter((text) => /\p{L}{2,}/u.test(text.replace(/\{[^}]*\}/g, '')) && !brands.has(text))
const englishPatterns = [...new Set(englishTexts)].map((text) => {
  const pattern = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]*\}/g, '.+')
  return { text, pattern: new RegExp(`^${pattern}$`) }
})

/** The lines of the dialog's text that are an English catalogue text (placeholders matching anything). */
async function englishLeft(dialog: Locator): Promise<string[]> {
  const text = await dialog.evaluate((element) => (element as HTMLElement).innerText)
  const lines = text.split('\n').map((line) => line.trim()).filter(Boolean)
  return lines.filter((line) => englishPatterns.some(({ pattern }) => pattern.test(line)))
}

describe('the modal in other languages, on the demo', () => {
  let demo: RunningDemo
  const log: PageLog = { requests: [], consoleErrors: [] }
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    demo = await startDemo()
  })

  afterAll(async () => {
    for (const context of contexts) await context.close()
    await demo?.stop()
  })

  async function open(path: string): Promise<Page> {
    // The first page of a fresh demo server compiles the demo: give it the time a loaded machine needs.
    const { context, page } = await openDemoPage(demo, log, path, 60_000)
    contexts.push(context)
    return page
  }

  async function connectAndSend(page: Page, texts: { connect: string; account: string; send: string; sendTitle: string }, direction: 'rtl' | 'ltr') {
    await page.getByRole('button', { name: texts.connect }).first().click()
    const connectView = page.getByRole('dialog', { name: texts.connect })
    await connectView.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
    expect(await connectView.getAttribute('dir')).toBe(direction)
    expect(await englishLeft(connectView)).toEqual([])

    await connectView.getByRole('button', { name: /Portico Test Wallet/ }).click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
    const accountView = page.getByRole('dialog', { name: texts.account })
    await accountView.getByRole('button', { name: texts.send, exact: true }).waitFor()
    expect(await accountView.getAttribute('dir')).toBe(direction)
    expect(await englishLeft(accountView)).toEqual([])

    await accountView.getByRole('button', { name: texts.send, exact: true }).click()
    const sendView = page.getByRole('dialog', { name: texts.sendTitle })
    await sendView.getByRole('textbox').first().waitFor()
    expect(await sendView.getAttribute('dir')).toBe(direction)
    expect(await englishLeft(sendView)).toEqual([])
  }

  it('renders Connect, Account and Send right to left in Arabic with ?locale=ar', async () => {
    const page = await open('?locale=ar')
    await connectAndSend(page, { connect: 'ربط المحفظة', account: 'الحساب', send: 'إرسال', sendTitle: 'إرسال' }, 'rtl')
    expect(await page.locator('.pc-dialog').getAttribute('lang')).toBe('ar')
  })

  it('renders Connect, Account and Send left to right in Japanese with ?locale=ja', async () => {
    const page = await open('?locale=ja')
    await connectAndSend(page, { connect: 'ウォレットを接続', account: 'アカウント', send: '送金', sendTitle: '送金' }, 'ltr')
    expect(await page.locator('.pc-dialog').getAttribute('lang')).toBe('ja')
  })

  it('follows a host page in Hebrew, right to left, that passes no locale', async () => {
    const page = await open('?htmlLang=he&htmlDir=rtl')
    await page.getByRole('button', { name: 'חיבור ארנק' }).first().click()
    const connectView = page.getByRole('dialog', { name: 'חיבור ארנק' })
    await connectView.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
    expect(await connectView.getAttribute('dir')).toBe('rtl')
    expect(await connectView.getAttribute('lang')).toBe('he')
    expect(await englishLeft(connectView)).toEqual([])
  })

  it('finds English in an English dialog (the scan itself)', async () => {
    const page = await open('')
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
    const connectView = page.getByRole('dialog', { name: 'Connect Wallet' })
    await connectView.getByRole('button', { name: /Portico Test Wallet/ }).waitFor()
    expect(await connectView.getAttribute('dir')).toBe('ltr')
    expect(await englishLeft(connectView)).toContain('Connect Wallet')
  })
})
