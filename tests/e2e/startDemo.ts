import type { Browser } from 'playwright-core'
import { harnessEnv } from '../harness/harnessEnv.ts'
import { startHarness, type Harness } from '../harness/startHarness.ts'
import { launchChromium } from './launchChromium.ts'
import { startDemoServer } from './startDemoServer.ts'

/** A running demo for one test file: the harness, the demo's server pointed at it, and Chromium. */
export interface RunningDemo {
  harness: Harness
  url: string
  browser: Browser
  /** Closes the browser, the server and the harness; each part is stopped even if another fails. */
  stop(): Promise<void>
}

/** Starts the harness (with the service's secure frame when asked), the demo's Vite server with the harness's env, and headless Chromium. */
export async function startDemo(options: { serviceFrame?: boolean | { smartAccounts?: boolean; socials?: boolean } } = {}): Promise<RunningDemo> {
  const harness = await startHarness(options.serviceFrame ? { serviceFrame: options.serviceFrame } : {})
  const parts: { stop(): Promise<unknown> }[] = [harness]
  try {
    const { server, url } = await startDemoServer(harnessEnv(harness))
    parts.unshift({ stop: () => server.close() })
    const browser = await launchChromium()
    parts.unshift({ stop: () => browser.close() })
    const stop = async () => {
      for (const part of parts) await part.stop().catch(() => undefined)
    }
    return { harness, url, browser, stop }
  } catch (error) {
    for (const part of parts) await part.stop().catch(() => undefined)
    throw error
  }
}
