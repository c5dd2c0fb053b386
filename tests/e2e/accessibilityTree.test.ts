import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumAccessibilityTree, type AccessibleNode } from './chromiumAccessibilityTree.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

// anvil's account 9, the receiver.
const RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
/** Roles a user operates: each needs a name, and the name holds what the control shows. */
const CONTROLS = new Set(['button', 'link', 'textbox', 'searchbox', 'combobox', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'spinbutton', 'slider'])

const everyNode = (nodes: AccessibleNode[]): AccessibleNode[] => nodes.flatMap((node) => [node, ...everyNode(node.children)])
/** The text a screen reader reads out of a node: its static texts, in order. */
const spoken = (node: AccessibleNode): string =>
  everyNode(node.children)
    .filter((each) => each.role === 'StaticText')
    .map((each) => each.name)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
/** Compared without case or spaces: a name computed from block-level parts may space them otherwise than the screen does. */
const squashed = (text: string): string => text.toLowerCase().replace(/\s+/g, '')

/** A live region as Chromium exposes it: politeness and what it says now. */
interface LiveRegion {
  live: string
  text: string
}

describe("Chromium's accessibility tree, per view of the demo's modal (issue 20: screen readers)", () => {
  let demo: RunningDemo
  let context: BrowserContext
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  /** Every live region of the page (the modal's included) and its text now. */
  async function liveRegions(): Promise<LiveRegion[]> {
    return everyNode(await chromiumAccessibilityTree(page, { besideOtherModal: true }))
      .filter((node) => node.live !== undefined)
      .map((node) => ({ live: node.live ?? '', text: spoken(node) }))
  }

  /** What the live regions of `live` politeness say now, empty ones left out. */
  const saying = async (live: 'polite' | 'assertive'): Promise<string[]> =>
    (await liveRegions()).filter((region) => region.live === live && region.text !== '').map((region) => region.text)

  /**
   * Checks the view titled `title` as Chromium exposes it: one dialog named by the title, a heading
   * of that name in it, and every control in it named, its name holding what it shows. Polled,
   * as Chromium updates its tree a frame or so after the DOM (and a count may arrive meanwhile).
   * Returns the dialog's controls (role and name).
   */
  async function expectAccessibleView(title: string): Promise<{ role: string; name: string }[]> {
    await page.getByRole('dialog', { name: title, exact: true }).waitFor()
    let controls: { role: string; name: string }[] = []
    const problems = async (): Promise<string[]> => {
      const dialogs = everyNode(await chromiumAccessibilityTree(page)).filter((node) => node.role === 'dialog' && node.name === title)
      if (dialogs.length !== 1) return [`${dialogs.length} dialogs named "${title}"`]
      const inside = everyNode((dialogs[0] as AccessibleNode).children)
      const found: string[] = []
      if (!inside.some((node) => node.role === 'heading' && node.name === title)) found.push(`no heading "${title}"`)
      const operated = inside.filter((node) => CONTROLS.has(node.role))
      if (operated.length === 0) found.push('no control')
      for (const control of operated) {
        const visible = await control.visibleText()
        if (control.name.trim() === '') found.push(`a ${control.role} without a name, showing "${visible}"`)
        else if (!squashed(control.name).includes(squashed(visible))) found.push(`${control.role} "${control.name}" shows "${visible}"`)
      }
      controls = operated.map(({ role, name }) => ({ role, name }))
      return found
    }
    await expect.poll(problems).toEqual([])
    return controls
  }

  const modal = (title: string) => page.getByRole('dialog', { name: title, exact: true })

  beforeAll(async () => {
    demo = await startDemo()
    // The demo's first load compiles on a shared machine: a minute for it, then the usual wait.
    ;({ context, page } = await openDemoPage(demo, log, '', 60_000))
    page.setDefaultTimeout(20_000)
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('Connect: a named dialog and heading, named controls; the snack and the view announcement are live regions, quiet at first', async () => {
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const controls = await expectAccessibleView('Connect Wallet')
    expect(controls).toEqual(expect.arrayContaining([{ role: 'button', name: 'Close' }, expect.objectContaining({ role: 'button', name: expect.stringMatching(/Portico Test Wallet/) })]))
    const regions = await liveRegions()
    expect(regions.filter((region) => region.live === 'polite').length).toBeGreaterThanOrEqual(2)
    expect(regions.filter((region) => region.live === 'assertive').length).toBeGreaterThanOrEqual(1)
    expect(await saying('assertive')).toEqual([])
  })

  it('All Wallets: announced; a search says how many wallets it found, or that none was found', async () => {
    await modal('Connect Wallet').getByRole('button', { name: /^All Wallets/ }).click()
    await expectAccessibleView('All Wallets')
    await expect.poll(() => saying('polite')).toContain('All Wallets')
    const search = modal('All Wallets').getByRole('searchbox', { name: 'Search wallets' })
    await search.fill('Kestrel')
    await expect.poll(() => saying('polite')).toContain('16 wallets found')
    await expectAccessibleView('All Wallets')
    await search.fill('No such wallet anywhere')
    await expect.poll(() => saying('polite')).toContain('No wallet found')
    await modal('All Wallets').getByRole('button', { name: 'Back' }).click()
    await modal('Connect Wallet').waitFor()
  })

  it('Connecting: announced, the wait said politely; a declined request said at once (assertive)', async () => {
    await modal('Connect Wallet').getByRole('button', { name: /Portico Test Wallet/ }).click()
    // The test wallet's prompt, a modal <dialog> standing for an extension's own window, takes the
    // page out of Chromium's tree while it is open: the wait is read through the locators.
    await expect.poll(() => page.locator('[data-part="view-announcement"]').textContent()).toBe('Connecting')
    await modal('Connecting').getByRole('status').filter({ hasText: 'Continue in Portico Test Wallet' }).waitFor()
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => saying('assertive')).toEqual([expect.stringContaining('Connection declined')])
    const controls = await expectAccessibleView('Connecting')
    expect(controls).toContainEqual({ role: 'button', name: 'Try again' })
    await modal('Connecting').getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Connect to this site' }).getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
  })

  it('Account: announced once connected, with the connection; its controls named by what they show', async () => {
    await expectAccessibleView('Account')
    await expect.poll(() => saying('polite')).toContain('Connected. Account')
  })

  it('Networks: announced; every network a named button', async () => {
    await modal('Account').getByRole('button', { name: /^Network: / }).click()
    const controls = await expectAccessibleView('Choose Network')
    await expect.poll(() => saying('polite')).toContain('Choose Network')
    expect(controls.filter((control) => /Portico Local/.test(control.name)).length).toBeGreaterThan(0)
    await modal('Choose Network').getByRole('button', { name: 'Back' }).click()
    await modal('Account').waitFor()
  })

  it('Send, Select Token and Review Send: announced, named by what they show (the token row, Max); a rejected send said at once', async () => {
    await modal('Account').getByRole('button', { name: 'Send', exact: true }).click()
    await expectAccessibleView('Send')
    await expect.poll(() => saying('polite')).toContain('Send')
    await modal('Send').getByRole('button', { name: /Select token|Token:/ }).click()
    await expectAccessibleView('Select Token')
    await expect.poll(() => saying('polite')).toContain('Select Token')
    await modal('Select Token').getByRole('button', { name: /Portico Test Token/ }).click()
    const controls = await expectAccessibleView('Send')
    expect(controls).toContainEqual({ role: 'button', name: 'Max' })
    expect(controls).toContainEqual({ role: 'button', name: expect.stringMatching(/^Token: PTT/) })
    await modal('Send').getByRole('textbox', { name: 'Amount' }).fill('1')
    await modal('Send').getByRole('textbox', { name: 'To' }).fill(RECEIVER)
    await modal('Send').getByRole('button', { name: 'Preview send' }).click()
    await expectAccessibleView('Review Send')
    await expect.poll(() => saying('polite')).toContain('Review Send')
    await modal('Review Send').getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog', { name: /^Portico Test Wallet: (Send|Sign) a transaction$/ }).getByRole('button', { name: 'Reject' }).click()
    await modal('Send').waitFor()
    await expect.poll(async () => (await saying('assertive')).join(' | ')).toMatch(/rejected|declined/i)
    await expectAccessibleView('Send')
  })

  it('logged no console error', () => {
    expect(log.consoleErrors).toEqual([])
  })
})
