import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { build, defaultClientConditions } from 'vite'
import { startAnvil } from '../harness/anvil.ts'
import { startHarness, type Harness, type HarnessOptions } from '../harness/startHarness.ts'
import { launchChromium } from './launchChromium.ts'
import { serveBuiltPage, type BuiltPageServer } from './serveBuiltPage.ts'
import { watchPage, type PageLog } from './watchPage.ts'

/** The policy of docs/content-security-policy.md for a host with no service, relay or frame: the anvil chain is its only other origin. */
const policyFor = (rpcOrigin: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${rpcOrigin}`,
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ')

/** The example origins of docs/content-security-policy.md's policy, which a host replaces with its own. */
interface HostOrigins {
  service: string
  frame: string
  relay: string
  rpc: string
}

/**
 * The policy "a host needs" exactly as docs/content-security-policy.md gives it (its code block,
 * read from the doc), with the doc's example origins replaced by the host's own.
 */
async function documentedPolicy(origins: HostOrigins): Promise<string> {
  const doc = await readFile(fileURLToPath(new URL('../../docs/content-security-policy.md', import.meta.url)), 'utf8')
  const block = /## The policy a host needs[\s\S]*?```\n([\s\S]*?)```/.exec(doc)?.[1]
  if (!block) throw new Error('docs/content-security-policy.md gives no policy')
  const examples: Record<string, string> = {
    'https://portico.example.com': origins.service,
    'https://frame.example.com': origins.frame,
    'wss://relay.example.com': origins.relay,
    'https://rpc.example.com': origins.rpc,
  }
  const policy = block.replaceAll(/\b(?:https|wss):\/\/[a-z]+\.example\.com\b/g, (origin) => {
    const own = examples[origin]
    if (!own) throw new Error(`docs/content-security-policy.md names an example origin this page has no counterpart of: ${origin}`)
    return own
  })
  return policy
    .split('\n')
    .map((line) => line.trim().replace(/;$/, ''))
    .filter((line) => line !== '')
    .join('; ')
}

/** Options of `startStrictCspPages`. */
export interface StrictCspPagesOptions {
  /**
   * Also start the harness (`startHarness` with these options: its project service, secure frame
   * and relay) and make the page a host of them (`?service=&projectId=&frame=&relay=`), served
   * under docs/content-security-policy.md's full policy with the harness's origins.
   */
  service?: HarnessOptions & { projectId: string }
}

/** The strict-CSP host page (tests/e2e/strictCspHost) built once and served with and without the policy, and one browser to open it in. */
export interface StrictCspPages {
  /** The anvil chain 31337 the page uses (the harness's first with `service`). */
  chain: { rpcUrl: string }
  /** The harness, with `service`. */
  harness?: Harness
  /** The Content-Security-Policy `strict` is served with. */
  policy: string
  /** Served with the strict policy and Trusted Types required. */
  strict: BuiltPageServer
  /** The same build served without a policy. */
  plain: BuiltPageServer
  /** The same build served with another policy (a control's), stopped with the rest. */
  serveWith(policy: string): Promise<BuiltPageServer>
  /** A fresh page of `server` (1000×800), recording its console errors and every CSP violation the page reports; `search` adds to the page's query (the host page's `siwx`). */
  open(server: BuiltPageServer, log: PageLog, search?: Record<string, string>): Promise<Page>
  /** The violations `page` reported so far (`directive: blocked-URI sample`). */
  violationsOf(page: Page): Promise<string[]>
  stop(): Promise<void>
}

/** Starts an anvil chain (or, with `service`, the harness), builds the host page for production, serves it twice and launches Chromium. */
export async function startStrictCspPages(options: StrictCspPagesOptions = {}): Promise<StrictCspPages> {
  const harness = options.service ? await startHarness(options.service) : undefined
  const anvil = harness ? undefined : await startAnvil({ chainId: 31337 })
  const chain = harness?.chains[0] ?? anvil
  const outDir = await mkdtemp(join(tmpdir(), 'portico-strict-csp-'))
  const contexts: BrowserContext[] = []
  let strict: BuiltPageServer | undefined
  let plain: BuiltPageServer | undefined
  let browser: Browser | undefined
  const others: BuiltPageServer[] = []
  const stop = async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
    await strict?.stop()
    await plain?.stop()
    for (const server of others) await server.stop()
    await anvil?.stop()
    await harness?.stop()
    await rm(outDir, { recursive: true, force: true })
  }
  let policy: string
  let query: string
  try {
    if (!chain) throw new Error('The harness has no chain')
    const rpcOrigin = new URL(chain.rpcUrl).origin
    const serviceFrame = harness?.serviceFrame
    policy =
      harness && options.service
        ? await documentedPolicy({ service: new URL(harness.projectServiceUrl).origin, frame: serviceFrame?.origin ?? "'none'", relay: new URL(harness.relayUrl).origin, rpc: rpcOrigin })
        : policyFor(rpcOrigin)
    const parameters = new URLSearchParams({ rpc: chain.rpcUrl })
    if (harness && options.service) {
      parameters.set('service', harness.projectServiceUrl)
      parameters.set('projectId', options.service.projectId)
      parameters.set('relay', harness.relayUrl)
      if (serviceFrame) parameters.set('frame', serviceFrame.url)
    }
    query = parameters.toString()
    await build({
      configFile: false,
      root: fileURLToPath(new URL('./strictCspHost/', import.meta.url)),
      base: '/',
      mode: 'production',
      logLevel: 'error',
      plugins: [react()],
      resolve: { conditions: ['@portico/source', ...defaultClientConditions] },
      build: { outDir, emptyOutDir: true, minify: true, sourcemap: false },
    })
    strict = await serveBuiltPage(outDir, { 'content-security-policy': policy })
    plain = await serveBuiltPage(outDir)
    browser = await launchChromium()
  } catch (error) {
    await stop()
    throw error
  }
  const chromium = browser
  return {
    chain,
    ...(harness ? { harness } : {}),
    policy,
    strict,
    plain,
    async serveWith(policy) {
      const server = await serveBuiltPage(outDir, { 'content-security-policy': policy })
      others.push(server)
      return server
    },
    async open(server, log, search = {}) {
      const context = await chromium.newContext({ viewport: { width: 1000, height: 800 } })
      contexts.push(context)
      const page = await context.newPage()
      page.setDefaultTimeout(30_000)
      watchPage(page, log)
      await page.addInitScript(() => {
        const violations: string[] = []
        Object.assign(window, { cspViolations: violations })
        document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.effectiveDirective}: ${event.blockedURI} ${event.sample}`))
      })
      const extra = new URLSearchParams(search).toString()
      await page.goto(`${server.url}?${query}${extra ? `&${extra}` : ''}`)
      return page
    },
    violationsOf: (page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    stop,
  }
}
