import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 9, the receiver.
const RECEIVER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/** What has focus: where it is (the modal's dialog, the page's body, elsewhere) and its accessible name. */
interface Focused {
  where: 'dialog' | 'body' | 'page'
  name: string
  /** Whether the modal is open. */
  open: boolean
}

describe('keyboard only: connect, send and disconnect (issue 20: focus never on <body>, each view change announced)', () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }
  // Every view change announced while the run went on, in order (the live region's texts).
  const announced: string[] = []

  const focused = (): Promise<Focused> =>
    page.evaluate(() => {
      const active = document.activeElement
      const labelledBy = active?.getAttribute('aria-labelledby')
      const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : undefined
      const name = active ? (active.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined) ?? label ?? active.textContent ?? '').trim() : ''
      const where = !active || active === document.body ? 'body' : active.closest('[role="dialog"].pc-dialog') ? 'dialog' : 'page'
      return { where, name, open: document.querySelector('.pc-dialog') !== null } as const
    })

  /** Presses Tab until the focused element's name matches, checking at each step that focus is not on the body while the modal is open. */
  async function tabTo(name: RegExp, shift = false): Promise<void> {
    for (let step = 0; step < 60; step++) {
      const now = await focused()
      if (now.open) expect(now.where, `focus after ${step} Tab presses looking for ${name}`).not.toBe('body')
      if (name.test(now.name)) return
      await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab')
    }
    throw new Error(`Tab never reached ${name}`)
  }

  /** The modal's title once the view `title` is shown, checking that focus went into the dialog (not the body). */
  async function viewShown(title: string): Promise<void> {
    await page.getByRole('dialog', { name: title }).waitFor()
    await expect.poll(async () => (await focused()).where).toBe('dialog')
  }

  beforeAll(async () => {
    demo = await startDemo()
    ;({ context, page } = await openDemoPage(demo, log))
    // Record what the modal's live region says, as a screen reader would hear it.
    await page.exposeFunction('recordAnnouncement', (text: string) => void announced.push(text))
    await page.evaluate(() => {
      new MutationObserver(() => {
        const region = document.querySelector('[data-part="view-announcement"]')
        const text = region?.textContent ?? ''
        if (text) (window as unknown as { recordAnnouncement(text: string): void }).recordAnnouncement(text)
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('opens with Enter on the Connect button, focus on the first control of the Connect view', async () => {
    await tabTo(/^Connect Wallet$/)
    await page.keyboard.press('Enter')
    await viewShown('Connect Wallet')
    const first = await page.evaluate(() => {
      const view = document.querySelector('.pc-dialog .pc-view')
      const control = view?.querySelector<HTMLElement>('button:not([disabled]), a[href], input:not([disabled])')
      return control === document.activeElement
    })
    expect(first).toBe(true)
  })

  it('connects the announced test wallet with Tab and Enter; the Account view follows, announced', async () => {
    await tabTo(/Portico Test Wallet/)
    await page.keyboard.press('Enter')
    expect((await focused()).where).not.toBe('body')
    // The wallet's own prompt stands for an extension's window: it is not Portico's to drive.
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    await viewShown('Account')
    // The connection is said with the view it leads to.
    await expect.poll(() => announced.at(-1)).toBe('Connected. Account')
    // The wait for the wallet was its own view, announced before Account.
    expect(announced.filter((text, index) => text !== announced[index - 1])).toEqual(['Connecting', 'Connected. Account'])
  })

  it('sends 1 PTT with the keyboard: the receiver gains exactly 1, and every view on the way was announced', async () => {
    const chain = demo.harness.chains[0]
    const reader = createPublicClient({ transport: http(chain?.rpcUrl) })
    const balance = () => reader.readContract({ address: chain?.tokenAddress as Address, abi: erc20Abi, functionName: 'balanceOf', args: [RECEIVER] })
    const before = await balance()

    await tabTo(/^Send$/)
    await page.keyboard.press('Enter')
    await viewShown('Send')
    await expect.poll(() => announced.at(-1)).toBe('Send')
    await tabTo(/Select token|Token:/)
    await page.keyboard.press('Enter')
    await viewShown('Select Token')
    await expect.poll(() => announced.at(-1)).toBe('Select Token')
    await tabTo(/Portico Test Token/)
    await page.keyboard.press('Enter')
    await viewShown('Send')
    await expect.poll(() => announced.at(-1)).toBe('Send')
    await tabTo(/^Amount$/)
    await page.keyboard.type('1')
    await tabTo(/^To$/)
    await page.keyboard.type(RECEIVER)
    await tabTo(/^Preview send$/)
    await expect.poll(() => page.getByRole('dialog', { name: 'Send' }).getByRole('button', { name: 'Preview send' }).isEnabled()).toBe(true)
    await page.keyboard.press('Enter')
    await viewShown('Review Send')
    await expect.poll(() => announced.at(-1)).toBe('Review Send')
    await tabTo(/^Send$/)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: /^Portico Test Wallet: Send a transaction$/ }).getByRole('button', { name: 'Approve' }).click()
    await viewShown('Account')
    // Account comes back once the wallet has sent the transaction; the block that includes it may come after.
    await expect.poll(() => balance()).toBe(before + parseEther('1'))
    expect(announced).toEqual(expect.arrayContaining(['Account', 'Send', 'Select Token', 'Review Send']))
  })

  it('disconnects with the keyboard; the modal closes and focus returns to the Connect button', async () => {
    await tabTo(/^Disconnect$/)
    await page.keyboard.press('Enter')
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    await expect.poll(async () => (await focused()).name).toBe('Connect Wallet')
    expect((await focused()).where).toBe('page')
    expect(log.consoleErrors).toEqual([])
  })
})
