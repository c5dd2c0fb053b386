// A host page written as AppKit's SIWX-with-wagmi guide (demo/src/hosts/siwxHost.tsx):
// `siwx: new ReownAuthentication()` with the sessions on the harness's real @portico/service.
// Signs in with the announced test wallet, survives a reload, finds its session listed on the
// service, and revokes it.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectTestWallet } from './connectTestWallet.ts'
import { offLoopbackRequests } from './offLoopbackRequests.ts'
import { openDemoPage } from './openDemoPage.ts'
import { startDemo, type RunningDemo } from './startDemo.ts'
import type { PageLog } from './watchPage.ts'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('a SIWX host (ReownAuthentication with wagmi) on the project service', () => {
  let demo: RunningDemo
  let context: BrowserContext | undefined
  let page: Page
  const log: PageLog = { requests: [], consoleErrors: [] }

  const signIn = () => page.getByRole('dialog', { name: 'Sign In' })
  const token = async () => page.evaluate(() => localStorage.getItem('@appkit/siwx-auth-token'))
  const onService = async (path: string, bearer: string | null) => {
    const response = await fetch(`${demo.harness.projectService.url}/siwx/${demo.harness.projectService.projectId}/${path}`, { headers: { authorization: `Bearer ${bearer ?? ''}` } })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  beforeAll(async () => {
    demo = await startDemo()
    ;({ context, page } = await openDemoPage(demo, log, 'hosts/siwx.html', 30_000))
  })

  afterAll(async () => {
    await context?.close()
    await demo?.stop()
  })

  it('signs in with the announced test wallet through the service', async () => {
    await connectTestWallet(page)
    await signIn().getByRole('button', { name: 'Sign' }).click()
    const prompt = page.getByRole('dialog', { name: 'Portico Test Wallet: Sign a message' })
    await prompt.getByText(/wants you to sign in with your Ethereum account/).waitFor()
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('session').filter({ hasText: /^signed in$/ }).waitFor()
    expect(await page.getByTestId('session-address').textContent()).toBe(ACCOUNT)
  })

  it('a reload keeps the session and does not ask to sign in again', async () => {
    await page.reload()
    await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
    await page.getByTestId('session').filter({ hasText: /^signed in$/ }).waitFor()
    expect(await signIn().count()).toBe(0)
  })

  it('the session is listed on the service, and revoking it signs the page out', async () => {
    const bearer = await token()
    const sessionId = await page.getByTestId('session-id').textContent()
    const listed = await onService('sessions', bearer)
    expect(listed.status).toBe(200)
    expect((listed.body.sessions as { id: string }[]).map((session) => session.id)).toContain(sessionId)
    await page.getByRole('button', { name: 'Revoke session' }).click()
    await page.getByTestId('session').filter({ hasText: /^signed out$/ }).waitFor()
    expect((await onService('account', bearer)).status).toBe(401)
    expect(await token()).toBeNull()
  })

  it('requested nothing outside 127.0.0.1 and logged no console error', () => {
    expect(log.requests.length).toBeGreaterThan(0)
    expect(offLoopbackRequests(log.requests)).toEqual([])
    expect(log.consoleErrors).toEqual([])
  })
})
