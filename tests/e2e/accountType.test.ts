import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedProjectConfig } from '../harness/embeddedProjectConfig.ts'
import type { HarnessServiceFrame } from '../harness/HarnessServiceFrame.ts'
import { logInWithEmail } from './logInWithEmail.ts'
import { openDemoPage } from './openDemoPage.ts'
import { recordFrameMessages } from './recordFrameMessages.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

describe('the account type on Account (SPEC §3, §4, §8): an e-mail login starts on its smart account and switches to the EOA and back, remembered after a reload; the smart-account notice only where the host does not start users on one', () => {
  let demo: RunningDemo
  let frame: HarnessServiceFrame
  let context: BrowserContext | undefined
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  const shownAddress = async (): Promise<Address> => (await page.getByTestId('address').textContent()) as Address
  const account = () => page.getByRole('dialog', { name: 'Account' })
  const smartAccountNotice = () => page.getByText('This application might not support Smart Accounts')

  beforeAll(async () => {
    demo = await startDemo({ serviceFrame: { smartAccounts: true } })
    if (!demo.harness.serviceFrame) throw new Error('The harness started no secure frame')
    frame = demo.harness.serviceFrame
    demo.harness.projectService.setConfig(embeddedProjectConfig)
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('shows Smart account without the notice (the host starts users on smart accounts), switches to the EOA (a different address, no code) and back, and keeps the choice across a reload', async () => {
    const [chain] = demo.harness.chains
    if (!chain) throw new Error('no chain')
    const reader = createPublicClient({ transport: http(chain.rpcUrl) })
    const email = 'grace@portico.example'
    // What the app and the frame said to each other, printed if the test fails.
    let frameMessages: string[] = []
    ;({ context, page } = await openDemoPage(demo, log, '', 30_000, async (opened) => {
      frameMessages = await recordFrameMessages(opened)
    }))
    try {
      await switchesAndRemembers(reader, email)
    } catch (error) {
      console.error(`messages between the app and the secure frame:\n${frameMessages.join('\n')}`)
      throw error
    }
  }, 180_000)

  async function switchesAndRemembers(reader: ReturnType<typeof createPublicClient>, email: string): Promise<void> {
    await logInWithEmail(page, frame, email)

    // SPEC's default for eip155 is the smart account; the host starts users on it, so no SPEC §8
    // notice (the adapter would show it before the account reaches the page).
    await account().getByText('Smart account', { exact: true }).waitFor()
    const smartAddress = await shownAddress()
    expect(await smartAccountNotice().count()).toBe(0)
    expect(await reader.getCode({ address: smartAddress })).toBeUndefined()

    await account().getByRole('button', { name: 'Switch to your EOA' }).click()
    await account().getByText('EOA', { exact: true }).waitFor()
    await expect.poll(shownAddress).not.toBe(smartAddress)
    const eoaAddress = await shownAddress()
    expect(eoaAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // Remembered: a reload reconnects on the EOA.
    await page.reload()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor({ timeout: 30_000 })
    await expect.poll(shownAddress, { timeout: 15_000 }).toBe(eoaAddress)
    await page.getByRole('button', { name: /^Account / }).first().click()
    await account().getByText('EOA', { exact: true }).waitFor()

    await account().getByRole('button', { name: 'Switch to your smart account' }).click()
    await account().getByText('Smart account', { exact: true }).waitFor()
    await expect.poll(shownAddress).toBe(smartAddress)
    expect(await smartAccountNotice().count()).toBe(0)
  }

  it('warns of the smart account (SPEC §8) where the host starts users on their EOA: none on login, the notice on switching to the smart account', async () => {
    await context?.close()
    ;({ context, page } = await openDemoPage(demo, log, '?evmAccountType=eoa', 30_000))
    await logInWithEmail(page, frame, 'hopper@portico.example')
    await account().getByText('EOA', { exact: true }).waitFor()
    expect(await smartAccountNotice().count()).toBe(0)
    await account().getByRole('button', { name: 'Switch to your smart account' }).click()
    await account().getByText('Smart account', { exact: true }).waitFor()
    await smartAccountNotice().waitFor()
  }, 180_000)
})
