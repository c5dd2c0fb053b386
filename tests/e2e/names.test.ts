import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedProjectConfig } from '../harness/embeddedProjectConfig.ts'
import type { HarnessServiceFrame } from '../harness/HarnessServiceFrame.ts'
import { nameRegistrationMessage } from '../../service/src/names/nameRegistrationMessage.ts'
import { chooseSendToken } from './chooseSendToken.ts'
import { logInWithEmail } from './logInWithEmail.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

const RULE = 'A wallet name has at least 4 characters of letters, digits or hyphens'

describe('account names in the demo: an e-mail login registers ada-42, found by ENS lookups through the service\'s EIP-3668 gateway', () => {
  let demo: RunningDemo
  let frame: HarnessServiceFrame
  let context: BrowserContext
  let page: Page
  let adaAddress: Address
  const log: PageLog = { requests: [], consoleErrors: [] }

  const client = () => {
    const [chain] = demo.harness.chains
    if (!chain) throw new Error('no chain')
    return { reader: createPublicClient({ transport: http(chain.rpcUrl) }), universalResolverAddress: chain.nameResolverAddress }
  }

  /** Logs in with an e-mail on a fresh browser context (a new device), with the code from the harness's mailbox; resolves the account's address. */
  async function logIn(email: string): Promise<Address> {
    await context?.close()
    ;({ context, page } = await openDemoPage(demo, log, '', 30_000))
    await logInWithEmail(page, frame, email)
    return (await page.getByTestId('address').textContent()) as Address
  }

  /** From Account, opens RegisterAccountName through the Name entry of the wallet features. */
  async function openNames() {
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Name', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose Name' })
    await dialog.waitFor()
    return dialog
  }

  beforeAll(async () => {
    demo = await startDemo({ serviceFrame: true })
    if (!demo.harness.serviceFrame) throw new Error('The harness started no secure frame')
    frame = demo.harness.serviceFrame
    demo.harness.projectService.setConfig(embeddedProjectConfig)
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('refuses ab and a_b! with SPEC\'s rule, then registers ada-42 signed by the account (approved), shown on Account and the connect button', async () => {
    adaAddress = await logIn('ada@portico.example')
    const dialog = await openNames()
    const field = dialog.getByRole('textbox', { name: 'Name' })
    const register = dialog.getByRole('button', { name: 'Register' })
    for (const refused of ['ab', 'a_b!']) {
      await field.fill(refused)
      await dialog.getByRole('alert').filter({ hasText: RULE }).waitFor()
      expect(await field.getAttribute('aria-invalid')).toBe('true')
      expect(await register.isDisabled()).toBe(true)
    }
    await field.fill('ada-42')
    await dialog.getByText('ada-42.portico is available').waitFor()
    expect(await field.getAttribute('aria-invalid')).toBeNull()
    await register.click()
    const approve = page.getByRole('dialog', { name: 'Approve Transaction' })
    await approve.getByText(/Register the name ada-42\.portico for/).waitFor()
    await approve.getByRole('button', { name: 'Approve' }).click()
    const success = page.getByRole('dialog', { name: 'Name Registered' })
    await success.getByText('ada-42.portico is your account’s name now.').waitFor()
    await success.getByRole('button', { name: 'Back to Account' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByText('ada-42.portico', { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Account ada-42.portico' }).waitFor()
  }, 120_000)

  it('viem\'s getEnsAddress on the local chain returns the account\'s address, and getEnsName the name', async () => {
    const { reader, universalResolverAddress } = client()
    expect(await reader.getEnsAddress({ name: 'ada-42.portico', universalResolverAddress })).toBe(adaAddress)
    expect(await reader.getEnsName({ address: adaAddress, universalResolverAddress })).toBe('ada-42.portico')
  })

  it('the name is shown again after a reload: looked up through the resolver (and its cache)', async () => {
    await page.reload()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    await page.getByRole('button', { name: 'Account ada-42.portico' }).waitFor()
  }, 120_000)

  it('a second account cannot take it: the view says it is taken, and the service refuses a registration signed by another account', async () => {
    const graceAddress = await logIn('grace@portico.example')
    expect(graceAddress).not.toBe(adaAddress)
    const dialog = await openNames()
    await dialog.getByRole('textbox', { name: 'Name' }).fill('ada-42')
    await dialog.getByText('ada-42.portico is taken').waitFor()
    expect(await dialog.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)
    const other = privateKeyToAccount(generatePrivateKey())
    const issuedAt = new Date().toISOString()
    const message = nameRegistrationMessage('ada-42.portico', other.address, issuedAt)
    const response = await fetch(`${demo.harness.projectServiceUrl}/names`, {
      method: 'POST',
      body: JSON.stringify({ label: 'ada-42', address: other.address, chainId: 31337, issuedAt, message, signature: await other.signMessage({ message }) }),
    })
    expect(response.status).toBe(409)
    const { reader, universalResolverAddress } = client()
    expect(await reader.getEnsAddress({ name: 'ada-42.portico', universalResolverAddress })).toBe(adaAddress)
  }, 120_000)

  it('the send form accepts ada-42 as the receiver: it resolves to ada\'s account, which gains exactly 0.25 ETH', async () => {
    const { reader } = client()
    const before = await reader.getBalance({ address: adaAddress })
    await page.getByRole('dialog', { name: 'Choose Name' }).getByRole('button', { name: 'Back' }).click()
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
    const send = page.getByRole('dialog', { name: 'Send' })
    await chooseSendToken(page, /Ether/)
    await send.getByRole('textbox', { name: 'Amount' }).fill('0.25')
    await send.getByRole('textbox', { name: 'To' }).fill('ada-42')
    await send.getByRole('button', { name: 'Preview send' }).click()
    const review = page.getByRole('dialog', { name: 'Review Send' })
    // The name as typed, then the account's own name once its profile is read, beside the short address.
    await review.getByText(new RegExp(`^ada-42(\\.portico)? · ${adaAddress.slice(0, 6)}…${adaAddress.slice(-4)}$`)).waitFor()
    await review.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('dialog', { name: 'Approve Transaction' }).getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    await expect.poll(() => reader.getBalance({ address: adaAddress }), { timeout: 15_000 }).toBe(before + parseEther('0.25'))
  }, 150_000)

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
