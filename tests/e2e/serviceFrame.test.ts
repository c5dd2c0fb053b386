// The deployable secure frame (issue 31): the page built for production and served by the
// service's frame listener, its backend on PGlite and then on PostgreSQL, e-mail over a real SMTP server on loopback, and
// an app with the real kernel and embedded wallet on another origin. Keys are made, split and
// recovered in the browser; the service holds one share and a sealed envelope only.
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServiceFrameSetup, type ServiceFrameSetup } from './serviceFrameSetup.ts'
import { pgliteTemplateDir } from '../harness/pgliteTemplateDir.ts'

const EMAIL = 'ada@portico.example'
const PASSWORD = 'correct horse battery staple'
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe.each(['PGlite', 'PostgreSQL'] as const)('the deployable secure frame served by the service on %s, with the real kernel and embedded wallet', (database) => {
  let setup: ServiceFrameSetup
  let frameUrl: string
  let firstPage: Page
  let secondPage: Page | undefined
  let firstAddress: Address | undefined
  let oldAccessToken: string | undefined

  const reader = () => setup.reader()
  const frameOf = (page: Page) => setup.frameOf(page)
  const openApp = () => setup.openApp()
  const connectedAddress = (page: Page) => setup.connectedAddress(page)
  const frameAccessToken = (page: Page) => setup.frameAccessToken(page)
  const approveInModal = (page: Page) => setup.approveInModal(page)

  const submitEmail = (page: Page) => setup.submitEmail(page, EMAIL)

  const enterCode = (page: Page, messageCount: number) => setup.enterCode(page, EMAIL, messageCount)

  beforeAll(async () => {
    setup = await startServiceFrameSetup({ database: database === 'PostgreSQL' ? database : { memory: true, templateDir: pgliteTemplateDir } })
    frameUrl = setup.frameUrl
  }, 240_000)

  afterAll(async () => {
    await setup?.stop()
  })

  it('logs in by e-mail with the code from the SMTP message, and a new wallet is sealed by the password typed in the frame', async () => {
    firstPage = await openApp()
    await submitEmail(firstPage)
    await enterCode(firstPage, 1)
    const frame = frameOf(firstPage)
    await frame.getByRole('heading', { name: 'Create a password' }).waitFor()
    // The adapter shows the frame over the page (and the modal) while it asks.
    const iframe = firstPage.locator('iframe[data-portico-secure-frame]')
    expect(await iframe.getAttribute('aria-hidden')).toBeNull()
    expect(await iframe.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(300)
    const field = frame.getByLabel('Password', { exact: true })
    // Too short: refused in the form, with the reason read out.
    await field.fill('short')
    await field.press('Enter')
    await expect.poll(() => frame.getByRole('alert').textContent()).toBe('Use at least 8 characters.')
    await field.fill(PASSWORD)
    await frame.getByLabel('Show password').check()
    expect(await field.getAttribute('type')).toBe('text')
    await field.press('Enter')
    firstAddress = await connectedAddress(firstPage)
    // The frame is hidden again once the wallet is made.
    await expect.poll(() => iframe.getAttribute('aria-hidden')).toBe('true')
    const record = await fetch(`${frameUrl}/api/wallet`, { headers: { authorization: `Bearer ${await frameAccessToken(firstPage)}` } }).then((response) => response.json() as Promise<{ wallet: { addresses: { eip155: string }; recovery: { kind: string } } }>)
    expect(record.wallet.addresses.eip155.toLowerCase()).toBe(firstAddress.toLowerCase())
    expect(record.wallet.recovery.kind).toBe('password')
  }, 180_000)

  it('personal_sign is approved in the modal, signed in the frame, and verifies against the address', async () => {
    if (!firstAddress) throw new Error('No login')
    await firstPage.keyboard.press('Escape')
    const signature = firstPage.evaluate(() => window.serviceFrameApp?.sign('Hello from the service frame'))
    await approveInModal(firstPage)
    const signed = (await signature) as Hex
    expect(await reader().verifyMessage({ address: firstAddress, message: 'Hello from the service frame', signature: signed })).toBe(true)
    expect(await reader().verifyMessage({ address: firstAddress, message: 'another message', signature: signed })).toBe(false)
  }, 120_000)

  it('sends ETH from the funded address: the transaction is mined and the receiver gains the value', async () => {
    if (!firstAddress) throw new Error('No login')
    await reader().request({ method: 'anvil_setBalance' as 'eth_chainId', params: [firstAddress, `0x${parseEther('10').toString(16)}`] as never })
    const before = await reader().getBalance({ address: RECEIVER })
    const sent = firstPage.evaluate((to) => window.serviceFrameApp?.send(to, 500_000_000_000_000_000n), RECEIVER)
    await approveInModal(firstPage)
    const hash = (await sent) as Hex
    const receipt = await reader().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(firstAddress.toLowerCase())
    expect((await reader().getBalance({ address: RECEIVER })) - before).toBe(parseEther('0.5'))
  }, 120_000)

  it('sign-out revokes the session on the server: the old access token answers SESSION_EXPIRED', async () => {
    oldAccessToken = await frameAccessToken(firstPage)
    const live = await fetch(`${frameUrl}/api/session`, { headers: { authorization: `Bearer ${oldAccessToken}` } })
    expect(live.status).toBe(200)
    await firstPage.evaluate(() => window.serviceFrameApp?.disconnect())
    await firstPage.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    await expect
      .poll(async () => {
        const answer = await fetch(`${frameUrl}/api/session`, { headers: { authorization: `Bearer ${oldAccessToken}` } })
        return { status: answer.status, body: await answer.json() }
      })
      .toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } })
  }, 60_000)

  it('a new device is approved by the mailed link, refuses a wrong password with a visible error, and recovers the same address with the right one', async () => {
    if (!firstAddress) throw new Error('No login')
    const page = await openApp()
    secondPage = page
    const before = setup.mail.messagesTo(EMAIL).length
    await submitEmail(page)
    await expect.poll(() => setup.mail.messagesTo(EMAIL).length).toBe(before + 1)
    const approval = setup.mail.messagesTo(EMAIL).at(-1)
    expect(approval?.subject).toBe('Approve a new device')
    const link = /(http:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/.exec(approval?.text ?? '')?.[1]
    expect(link?.startsWith(`${frameUrl}/device/approve?token=`)).toBe(true)
    // The user opens the link from their mail (here: on the first device) and approves.
    const mailPage = await firstPage.context().newPage()
    await mailPage.goto(link ?? '')
    await mailPage.getByRole('button', { name: 'Approve this device' }).click()
    await mailPage.getByText('Device approved').waitFor()
    await mailPage.close()
    // The approval mails a login code to the new device's login.
    await enterCode(page, before + 2)
    const frame = frameOf(page)
    await frame.getByRole('heading', { name: 'Enter your password' }).waitFor()
    const field = frame.getByLabel('Password', { exact: true })
    await field.fill('not the password')
    await field.press('Enter')
    await expect.poll(() => frame.getByRole('alert').textContent(), { timeout: 30_000 }).toBe('Wrong password. Try again.')
    expect(await frame.getByRole('alert').isVisible()).toBe(true)
    await field.fill(PASSWORD)
    await field.press('Enter')
    expect(await connectedAddress(page)).toBe(firstAddress)
    // The recovered device signs for the same address.
    await page.keyboard.press('Escape')
    const signature = page.evaluate(() => window.serviceFrameApp?.sign('From the second device'))
    await approveInModal(page)
    expect(await reader().verifyMessage({ address: firstAddress, message: 'From the second device', signature: (await signature) as Hex })).toBe(true)
  }, 240_000)
  it('reloads the frame (leaving Farcaster, SPEC §2): the app waits for the new page, which answers the next request though it starts slowly', async () => {
    const page = secondPage
    if (!page) throw new Error('No second device')
    // The reloaded page waits 2 s for its config before it listens.
    let delayed = 0
    const config = `${frameUrl}/frame-config.json?*`
    await page.context().route(config, async (route) => {
      delayed += 1
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.fallback()
    })
    try {
      expect(await page.evaluate(() => window.serviceFrameApp?.reloadFrameThenAsk())).toBe(true)
      expect(delayed).toBe(1)
    } finally {
      await page.context().unroute(config)
    }
  }, 60_000)

  it('a live session survives a reload; a session revoked elsewhere: the next load shows SPEC §8\'s Session Expired alert and forgets the login', async () => {
    const page = secondPage
    if (!page || !firstAddress) throw new Error('No second device')
    // A live session survives a reload: the frame restores it and the app reconnects on its own.
    await page.reload()
    await page.waitForFunction(() => window.serviceFrameApp !== undefined)
    expect(await connectedAddress(page)).toBe(firstAddress)
    const token = await frameAccessToken(page)
    const revoked = await fetch(`${frameUrl}/api/sign-out`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })
    expect(revoked.status).toBe(200)
    await page.reload()
    await page.waitForFunction(() => window.serviceFrameApp !== undefined)
    // The alerts show above the modal's views.
    await page.evaluate(() => window.serviceFrameApp?.open())
    await page.getByRole('alert').filter({ hasText: 'Session Expired' }).waitFor()
    expect(await page.getByTestId('status').textContent()).toBe('disconnected')
  }, 120_000)
})
