import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core'
import { createPublicClient, http } from 'viem'
import type { Address, PublicClient } from 'viem'
import { expect } from 'vitest'
import type { DatabaseOptions } from '../../service/src/DatabaseOptions.ts'
import type { FrameConfig } from '../../service/src/frame/FrameConfig.ts'
import { startMailCatcher, type MailCatcher } from '../../service/src/frame/testing/startMailCatcher.ts'
import type { Service } from '../../service/src/Service.ts'
import { startService, type StartServiceOptions } from '../../service/src/startService.ts'
import { startPostgres, type TestPostgres } from '../../service/src/index/testing/startPostgres.ts'
import { startAnvil, type AnvilChain } from '../harness/anvil.ts'
import { bundlerKey } from '../harness/bundlerKey.ts'
import { deploySmartAccounts } from '../harness/deploySmartAccounts.ts'
import { freePort } from '../harness/freePort.ts'
import type { SmartAccountContracts } from '../harness/SmartAccountContracts.ts'
import { embeddedProjectConfig } from '../harness/embeddedProjectConfig.ts'
import { serveLoopbackPage, type LoopbackPage } from '../harness/serveLoopbackPage.ts'
import { builtFramePage } from './builtFramePage.ts'
import { launchChromium } from './launchChromium.ts'
import { watchPage, type PageLog } from './watchPage.ts'

/** The project the service frame's tests log in to. */
export const serviceFrameProjectId = 'service-frame-test'

/** What a service frame test file runs on. */
export interface ServiceFrameSetupOptions {
  /**
   * Where the service keeps its data: default PGlite in a temporary directory (it survives
   * `restartService`); 'PostgreSQL': a database on a throwaway PostgreSQL server (initdb) the setup
   * starts and stops.
   */
  database?: DatabaseOptions | 'PostgreSQL'
  /**
   * Safe smart accounts on the chain: the ERC-4337 contracts deployed on anvil, the service's
   * bundler (`/v1/bundler`) and the frame's `smartAccounts` section. An app opened with
   * `{ account: 'smartAccount' }` starts its users on their Safe.
   */
  smartAccounts?: boolean
  /** More of the `secureFrame` section (social providers, Farcaster); given the frame's URL once it listens, for redirect URIs. */
  secureFrame?: Partial<FrameConfig>
  /** Called with the frame's URL after the first start, before the browser: register redirect URIs at stand-ins here. */
  onFrameUrl?: (frameUrl: string) => void
  /**
   * The host name the browser reaches the app and the frame at (both listen on loopback): default
   * 127.0.0.1; 'localhost' for passkeys, as WebAuthn refuses an IP address as relying party id (one
   * name for both keeps the frame same-site, or Chromium denies it storage as a third party).
   */
  hostName?: string
}

/**
 * The deployed secure frame under test: anvil, a real SMTP server on loopback, the app on its own
 * origin, the service with its `secureFrame` section serving the built page (behind a trusted
 * proxy: each browser context's frame requests name its own client address in `X-Forwarded-For`, so the per-IP
 * e-mail cooldown is per device as in production), and one Chromium.
 */
export interface ServiceFrameSetup {
  chain: AnvilChain
  mail: MailCatcher
  app: LoopbackPage
  browser: Browser
  /** The service as it runs now (a new object after `restartService`). */
  readonly service: Service
  frameUrl: string
  /** The chain's ERC-4337 contracts, with `smartAccounts`. */
  smartAccountContracts?: SmartAccountContracts
  /** The key-encryption key of the auth shares (base64), as the service's config has it. */
  keyEncryptionKey: string
  log: PageLog
  reader(): PublicClient
  /** A new browser context (one device) with its own client address. */
  newDevice(): Promise<BrowserContext>
  /** Opens the app on a page of `context` (a new device when none), with more of the app's query (`socials: '1'`, `account: 'smartAccount'`). */
  openApp(context?: BrowserContext, query?: Record<string, string>): Promise<Page>
  /**
   * Opens the modal and submits `email`, past SPEC §5's 30 s between two e-mail starts: the
   * service's clock is moved 31 s past the last message the mail catcher received (the service
   * records a start when it handles it, before its mail arrives), and a page whose own last start
   * (the app's check, on the browser's clock) did not log in waits the rest out.
   */
  submitEmail(page: Page, email: string): Promise<void>
  /** Waits for the `count`th message to `email` and types its code in the Confirm Email view. */
  enterCode(page: Page, email: string, count: number): Promise<void>
  /** Answers the frame's "Create a password" form. */
  createPassword(page: Page, password: string): Promise<void>
  /** The connected address the app shows. */
  connectedAddress(page: Page): Promise<Address>
  /** The frame's stored session on this page's frame origin (its access token). */
  frameAccessToken(page: Page): Promise<string>
  frameOf(page: Page): FrameLocator
  approveInModal(page: Page): Promise<void>
  /** Stops the service and starts it again on the same ports and database. */
  restartService(): Promise<void>
  stop(): Promise<void>
}

/** The latest one-time code mailed to `address`, once there are `count` messages. */
function codeFor(mail: MailCatcher, address: string, count: number): string {
  const messages = mail.messagesTo(address)
  if (messages.length < count) throw new Error(`Only ${messages.length} messages to ${address}`)
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1]
  if (code === undefined) throw new Error(`No code in the latest message to ${address}`)
  return code
}

// SPEC §5's 30 s between two e-mail starts, and 1 s to spare.
const emailCooldownMs = 31_000

/** Starts the deployed secure frame's test setup (see ServiceFrameSetup). */
export async function startServiceFrameSetup(options: ServiceFrameSetupOptions = {}): Promise<ServiceFrameSetup> {
  // The service's clock runs ahead of the system's by `clockAheadMs`: submitEmail moves it past
  // SPEC §5's 30 s since the last mail instead of waiting them out (the rule itself is tested in
  // service/src/frame and in embeddedWallet.test). `lastMailAt` is on the service's clock.
  let clockAheadMs = 0
  const frameClock = () => new Date(Date.now() + clockAheadMs)
  let lastMailAt = Number.NEGATIVE_INFINITY
  const [chain, mail, served, pageDir] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startMailCatcher({ onMessage: () => (lastMailAt = frameClock().getTime()) }),
    serveLoopbackPage({ root: new URL('./serviceFrameApp/', import.meta.url), cacheName: 'portico-service-frame-app-vite' }),
    builtFramePage(),
  ])
  const appUrl = new URL(served.url)
  if (options.hostName !== undefined) appUrl.hostname = options.hostName
  const app: LoopbackPage = { ...served, url: appUrl.href, origin: appUrl.origin }
  const dataDir = options.database === undefined ? await mkdtemp(join(tmpdir(), 'portico-service-frame-')) : undefined
  const postgres: TestPostgres | undefined = options.database === 'PostgreSQL' ? await startPostgres() : undefined
  const database: DatabaseOptions = options.database === 'PostgreSQL' ? { url: (await postgres?.createDatabase()) ?? '' } : (options.database ?? { dataDir: dataDir ?? '' })
  const smartAccountContracts = options.smartAccounts === true ? await deploySmartAccounts(chain.rpcUrl) : undefined
  // The frame's smart accounts name the service's bundler by URL, so its port is chosen first.
  const servicePort = smartAccountContracts ? await freePort() : 0
  const keyEncryptionKey = randomBytes(32).toString('base64')
  const configOf = (port: number, framePort: number): StartServiceOptions => ({
    port,
    frameClock,
    config: {
      database,
      projects: [{ id: serviceFrameProjectId, config: embeddedProjectConfig, allowedOrigins: [app.origin] }],
      chains: [{ chainId: 31337, rpcUrl: chain.rpcUrl }],
      ...(smartAccountContracts ? { bundler: [{ chainId: 31337, entryPoint: smartAccountContracts.entryPoint, privateKey: bundlerKey }] } : {}),
      secureFrame: {
        port: framePort,
        ...(options.hostName === undefined ? {} : { host: options.hostName }),
        pageDir,
        trustProxy: true,
        smtp: { host: '127.0.0.1', port: mail.port, from: 'login@portico.test' },
        keyEncryptionKeys: [{ id: 'test-key', key: keyEncryptionKey }],
        ...(smartAccountContracts ? { smartAccounts: [{ chainId: 31337, bundlerUrl: `http://127.0.0.1:${servicePort}/v1/bundler?chainId=31337`, contracts: smartAccountContracts }] } : {}),
        ...options.secureFrame,
      },
    },
  })
  let service = await startService(configOf(servicePort, 0))
  const frameUrl = service.frameUrl ?? ''
  if (!frameUrl) throw new Error('The service started no frame listener')
  options.onFrameUrl?.(frameUrl)
  const browser = await launchChromium()
  const contexts: BrowserContext[] = []
  const log: PageLog = { requests: [], consoleErrors: [] }
  let devices = 0
  const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[data-portico-secure-frame]')

  async function newDevice(): Promise<BrowserContext> {
    devices += 1
    const context = await browser.newContext()
    const clientAddress = `198.51.100.${devices}`
    // Only the frame origin's requests, as its proxy would add it (a header on the app's
    // cross-origin requests to the chain would make them preflighted).
    await context.route(`${frameUrl}/**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': clientAddress } }))
    contexts.push(context)
    return context
  }

  return {
    chain,
    mail,
    app,
    browser,
    get service() {
      return service
    },
    frameUrl,
    ...(smartAccountContracts ? { smartAccountContracts } : {}),
    keyEncryptionKey,
    log,
    reader: () => createPublicClient({ transport: http(chain.rpcUrl) }),
    newDevice,
    async openApp(context, more = {}) {
      const page = await (context ?? (await newDevice())).newPage()
      page.setDefaultTimeout(60_000)
      watchPage(page, log)
      const query = new URLSearchParams({ projectId: serviceFrameProjectId, service: service.url, frame: `${frameUrl}/`, rpc: chain.rpcUrl, ...more })
      await page.goto(`${app.url}?${query.toString()}`)
      await page.waitForFunction(() => window.serviceFrameApp !== undefined)
      return page
    },
    async submitEmail(page, email) {
      clockAheadMs += Math.max(0, lastMailAt + emailCooldownMs - frameClock().getTime())
      // The app's own check (SPEC §5, on the app origin's storage, cleared by a login) runs on the
      // browser's clock: a page whose last start did not log in waits it out.
      const appWait = await page.evaluate((cooldownMs) => {
        const last = Number(localStorage.getItem('@portico/lastEmailLoginTime') ?? Number.NaN)
        return Number.isNaN(last) ? 0 : last + cooldownMs - Date.now()
      }, emailCooldownMs)
      if (appWait > 0) await new Promise((resolve) => setTimeout(resolve, appWait))
      await page.evaluate(() => window.serviceFrameApp?.open())
      const field = page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('textbox', { name: 'Email' })
      await field.fill(email)
      await field.press('Enter')
    },
    async enterCode(page, email, count) {
      const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
      await confirm.getByText(`Enter the code we sent to ${email}`).waitFor()
      await expect.poll(() => mail.messagesTo(email).length).toBeGreaterThanOrEqual(count)
      await confirm.getByRole('textbox', { name: 'Code' }).fill(codeFor(mail, email, count))
    },
    async createPassword(page, password) {
      const frame = frameOf(page)
      await frame.getByRole('heading', { name: 'Create a password' }).waitFor()
      const field = frame.getByLabel('Password', { exact: true })
      await field.fill(password)
      await field.press('Enter')
    },
    async connectedAddress(page) {
      await page.getByTestId('status').filter({ hasText: /^connected$/ }).waitFor()
      const address = (await page.getByTestId('address').textContent()) as Address
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      return address
    },
    async frameAccessToken(page) {
      const frame = page.frames().find((candidate) => candidate.url().startsWith(frameUrl))
      if (!frame) throw new Error('The page has no secure frame')
      const stored = await frame.evaluate(() => localStorage.getItem('portico-frame/session'))
      return (JSON.parse(stored ?? '{}') as { accessToken?: string }).accessToken ?? ''
    },
    frameOf,
    async approveInModal(page) {
      await page.getByRole('dialog', { name: 'Approve Transaction' }).getByRole('button', { name: 'Approve' }).click()
    },
    async restartService() {
      const { port: servicePort } = new URL(service.url)
      const { port: framePort } = new URL(frameUrl)
      await service.stop()
      service = await startService(configOf(Number(servicePort), Number(framePort)))
    },
    async stop() {
      for (const context of contexts) await context.close().catch(() => undefined)
      await browser.close()
      await service.stop()
      await app.stop()
      await mail.stop()
      await chain.stop()
      await postgres?.stop()
      if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true })
    },
  }
}
