import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { build, defaultClientConditions } from 'vite'
import { startAnvil, type AnvilChain } from '../harness/anvil.ts'
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

/** The strict-CSP host page (tests/e2e/strictCspHost) built once and served with and without the policy, and one browser to open it in. */
export interface StrictCspPages {
  chain: AnvilChain
  /** Served with the strict policy and Trusted Types required. */
  strict: BuiltPageServer
  /** The same build served without a policy. */
  plain: BuiltPageServer
  /** A fresh page of `server` (1000×800), recording its console errors and every CSP violation the page reports. */
  open(server: BuiltPageServer, log: PageLog): Promise<Page>
  /** The violations `page` reported so far (`directive: blocked-URI sample`). */
  violationsOf(page: Page): Promise<string[]>
  stop(): Promise<void>
}

/** Starts an anvil chain, builds the host page for production, serves it twice and launches Chromium. */
export async function startStrictCspPages(): Promise<StrictCspPages> {
  const chain = await startAnvil({ chainId: 31337 })
  const outDir = await mkdtemp(join(tmpdir(), 'portico-strict-csp-'))
  const contexts: BrowserContext[] = []
  let strict: BuiltPageServer | undefined
  let plain: BuiltPageServer | undefined
  let browser: Browser | undefined
  const stop = async () => {
    for (const context of contexts) await context.close()
    await browser?.close()
    await strict?.stop()
    await plain?.stop()
    await chain.stop()
    await rm(outDir, { recursive: true, force: true })
  }
  try {
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
    strict = await serveBuiltPage(outDir, { 'content-security-policy': policyFor(new URL(chain.rpcUrl).origin) })
    plain = await serveBuiltPage(outDir)
    browser = await launchChromium()
  } catch (error) {
    await stop()
    throw error
  }
  const chromium = browser
  return {
    chain,
    strict,
    plain,
    async open(server, log) {
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
      await page.goto(`${server.url}?rpc=${encodeURIComponent(chain.rpcUrl)}`)
      return page
    },
    violationsOf: (page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    stop,
  }
}
