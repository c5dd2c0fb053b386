import type { SiwxServer } from '@portico/plugin-siwx/server'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectSolanaTestWallet } from './connectSolanaTestWallet.ts'
import { connectTestWallet } from './connectTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startSiwxHttpServer } from './startSiwxHttpServer.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('sign in with the wallet (SIWX) in the demo', () => {
  let demo: RunningDemo
  let siwxServer: SiwxServer
  let stopSiwxServer: () => Promise<void>
  let context: BrowserContext
  let page: Page
  let pageSearch: string
  const log: PageLog = { requests: [], consoleErrors: [] }

  const signIn = () => page.getByRole('dialog', { name: 'Sign In' })
  const storedSessions = async (): Promise<unknown[]> => JSON.parse((await page.evaluate(() => localStorage.getItem('@portico/siwx-sessions'))) ?? '[]') as unknown[]

  async function openPage(): Promise<void> {
    ;({ context, page } = await openDemoPage(demo, log, pageSearch))
  }

  beforeAll(async () => {
    demo = await startDemo()
    const siwx = await startSiwxHttpServer(new URL(demo.url).host)
    siwxServer = siwx.server
    stopSiwxServer = siwx.stop
    pageSearch = `?siwx=required&siwxServer=${siwx.url}`
    await openPage()
  })

  afterAll(async () => {
    await context?.close()
    await stopSiwxServer?.()
    await demo?.stop()
  })

  it('after connecting, Sign In opens; required, it cannot be closed or escaped', async () => {
    await connectTestWallet(page)
    await signIn().getByText('Canceling will disconnect you.').waitFor()
    expect(await signIn().getByRole('button', { name: 'Close' }).isDisabled()).toBe(true)
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await signIn().waitFor()
    expect(await page.getByTestId('modal').textContent()).toBe('open')
  })

  it('a declined signature shows "Signature declined" and keeps the view; then signing in closes the modal', async () => {
    await signIn().getByRole('button', { name: 'Sign' }).click()
    await page.getByRole('dialog', { name: 'Portico Test Wallet: Sign a message' }).getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('alert').filter({ hasText: 'Signature declined' }).waitFor()
    await signIn().waitFor()
    await signIn().getByRole('button', { name: 'Sign' }).click()
    const prompt = page.getByRole('dialog', { name: 'Portico Test Wallet: Sign a message' })
    await prompt.getByText(/wants you to sign in with your Ethereum account/).waitFor()
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
  })

  it('the stored session verifies on the server entry, once (its nonce is then used)', async () => {
    const [session] = await storedSessions()
    const verified = await siwxServer.verifySession(session)
    expect(verified.address).toBe(ACCOUNT)
    expect(verified.chainId).toBe('eip155:31337')
    await expect(siwxServer.verifySession(session)).rejects.toMatchObject({ code: 'NONCE' })
  })

  it('a reload restores the connection and does not ask to sign in again', async () => {
    await page.reload()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    // Long enough for the plugin to have read the sessions and decided.
    await page.waitForTimeout(500)
    expect(await page.getByTestId('modal').textContent()).toBe('closed')
  })

  it('cancel in required mode disconnects and shows Connect', async () => {
    await context.close()
    await openPage()
    await connectTestWallet(page)
    await signIn().getByRole('button', { name: 'Cancel' }).click()
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
  })

  it('Solana: signs in with a Sign-In-With-Solana message that the server entry verifies', async () => {
    await context.close()
    await openPage()
    await connectSolanaTestWallet(page)
    await signIn().getByRole('button', { name: 'Sign' }).click()
    const prompt = page.getByRole('dialog', { name: 'Portico Test Wallet: Sign a message' })
    await prompt.getByText(/wants you to sign in with your Solana account/).waitFor()
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => page.getByTestId('modal').textContent()).toBe('closed')
    const [session] = await storedSessions()
    const verified = await siwxServer.verifySession(session)
    expect(verified.chainId).toBe('solana:localnet')
    expect(verified.address).toBe(await page.getByTestId('solana-address').textContent())
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
