import type { Browser } from 'playwright-core'
import { inject } from 'vitest'
import { harnessEnv } from '../harness/harnessEnv.ts'
import { startHarness, type Harness } from '../harness/startHarness.ts'
import { demoEnvRewrite } from './demoEnvRewrite.ts'
import { launchChromium } from './launchChromium.ts'
import { serveBuiltPage } from './serveBuiltPage.ts'

/** A running demo for one test file: the harness, the demo's pages served with its addresses, and Chromium. */
export interface RunningDemo {
  harness: Harness
  url: string
  browser: Browser
  /** Closes the browser, the server and the harness; each part is stopped even if another fails. */
  stop(): Promise<void>
}

/**
 * Starts the harness (with the service's secure frame when asked), serves the demo the e2e run
 * built once (`builtDemoSetup`) with this harness's addresses in it, and starts headless Chromium.
 * The demo's own Vite server (`npm start`) is tested by demo.test.ts.
 */
export async function startDemo(options: { serviceFrame?: boolean | { smartAccounts?: boolean; socials?: boolean } } = {}): Promise<RunningDemo> {
  const harness = await startHarness(options.serviceFrame ? { serviceFrame: options.serviceFrame } : {})
  const parts: { stop(): Promise<unknown> }[] = [harness]
  try {
    const built = inject('builtDemo')
    const server = await serveBuiltPage(built.directory, {}, demoEnvRewrite(harnessEnv(harness), built.placeholders))
    parts.unshift(server)
    const browser = await launchChromium()
    parts.unshift({ stop: () => browser.close() })
    const stop = async () => {
      for (const part of parts) await part.stop().catch(() => undefined)
    }
    return { harness, url: server.url, browser, stop }
  } catch (error) {
    for (const part of parts) await part.stop().catch(() => undefined)
    throw error
  }
}
