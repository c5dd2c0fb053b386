// `npm run side-by-side`: shoots the Connect, All Wallets, Account, Send and Swap views of
// Portico (its demo, and its Account after an e-mail login), Reown AppKit and RainbowKit (two pages built here from their npm packages,
// scripts/sideBySide/peers) in headless Chromium, desktop 1280×800 and phone 390×844, dark and
// light, into scripts/sideBySide/shots/ (git-ignored) with an index.html putting them side by
// side, and prints each Connect view's height. One fake wallet in all three: the harness's
// Portico Test Wallet (EIP-6963, anvil's first account on the harness's chain 31337). Nothing
// leaves loopback: every other request and WebSocket is refused, and listed in measurements.json.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { openSourceRunner } from '../openSourceRunner.mjs'
import { buildPeers } from './buildPeers.mjs'
import { describeCard } from './describeCard.mjs'
import { serveDirectory } from './serveDirectory.mjs'
import { shootAppKit } from './shootAppKit.mjs'
import { shootPortico } from './shootPortico.mjs'
import { shootRainbowKit } from './shootRainbowKit.mjs'
import { writeIndex } from './writeIndex.mjs'

const shotsDirectory = fileURLToPath(new URL('./shots/', import.meta.url))
const source = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url))
const shapes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
]
const themes = ['dark', 'light']

const isLoopback = (url) => {
  const { protocol, hostname } = new URL(url)
  return ['data:', 'blob:'].includes(protocol) || hostname === '127.0.0.1' || hostname === 'localhost'
}

/** Waits until two screenshots 300 ms apart are equal (at most 6 s: some loaders never stop). */
async function settle(page) {
  await page.mouse.move(2, 2)
  let previous = await page.screenshot({ animations: 'disabled' })
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForTimeout(300)
    const next = await page.screenshot({ animations: 'disabled' })
    if (next.equals(previous)) return
    previous = next
  }
}

const parts = []
const stopAll = async () => {
  for (const part of parts.reverse()) await part().catch((error) => console.error(error))
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)))

try {
  const peersDirectory = await buildPeers()
  console.log('  Starting the harness (anvil chains, the project service and its secure frame) and the demo...')
  const runner = await openSourceRunner()
  parts.push(() => runner.close())
  const { startHarness } = await runner.import(source('tests/harness/startHarness.ts'))
  const { embeddedProjectConfig } = await runner.import(source('tests/harness/embeddedProjectConfig.ts'))
  const { harnessEnv } = await runner.import(source('tests/harness/harnessEnv.ts'))
  const { startDemoServer } = await runner.import(source('tests/e2e/startDemoServer.ts'))
  const { testWalletInitScript } = await runner.import(source('tests/harness/testWallet/testWalletInitScript.ts'))
  // E-mail and social login on, as AppKit's default has them: Portico's Connect view in the same
  // shape (the project service's secure frame has no social provider here: the buttons draw, as
  // AppKit's do offline, and are not pressed).
  const harness = await startHarness({ serviceFrame: true, projectConfig: embeddedProjectConfig })
  parts.push(() => harness.stop())
  const demo = await startDemoServer(harnessEnv(harness))
  parts.push(() => demo.server.close())
  const peers = await serveDirectory(peersDirectory)
  parts.push(() => peers.close())
  const rpcUrl = harness.chains[0].rpcUrl
  const walletScript = await testWalletInitScript({ chains: { 31337: rpcUrl }, policy: 'approve' })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
  parts.push(() => browser.close())

  const products = [
    { id: 'portico', name: 'Portico', rootSelector: '[role=dialog]', url: demo.url, shootViews: shootPortico },
    { id: 'appkit', name: 'Reown AppKit', rootSelector: 'w3m-modal', url: `${peers.url}appkit.html?rpc=${encodeURIComponent(rpcUrl)}`, wallet: true, shootViews: shootAppKit },
    { id: 'rainbowkit', name: 'RainbowKit', rootSelector: '[data-rk] [role=dialog]', url: `${peers.url}rainbowkit.html?rpc=${encodeURIComponent(rpcUrl)}`, wallet: true, shootViews: shootRainbowKit },
  ]
  await rm(shotsDirectory, { recursive: true, force: true })
  const shots = []
  const blocked = {}
  for (const shape of shapes) {
    for (const theme of themes) {
      const folder = `${shape.name}-${theme}`
      await mkdir(`${shotsDirectory}${folder}`, { recursive: true })
      for (const product of products) {
        const context = await browser.newContext({ viewport: shape.viewport, isMobile: shape.isMobile ?? false, hasTouch: shape.hasTouch ?? false, colorScheme: theme, deviceScaleFactor: 1 })
        const refused = (blocked[product.id] ??= {})
        const refuse = (url) => {
          const { host, pathname } = new URL(url)
          const entry = (refused[host] ??= { count: 0, paths: [] })
          entry.count += 1
          if (entry.paths.length < 6 && !entry.paths.includes(pathname)) entry.paths.push(pathname)
        }
        await context.route((url) => !isLoopback(url.href), (route) => {
          refuse(route.request().url())
          return route.abort('blockedbyclient')
        })
        await context.routeWebSocket((url) => !isLoopback(url.href), (socket) => {
          refuse(socket.url())
          return socket.close()
        })
        if (product.wallet) await context.addInitScript(walletScript)
        const page = await context.newPage()
        page.setDefaultTimeout(60_000)
        const shot = async (view, note) => {
          await settle(page)
          const description = await page.evaluate(describeCard, product.rootSelector)
          const file = `${folder}/${view}-${product.id}`
          await page.screenshot({ path: `${shotsDirectory}${file}.png`, animations: 'disabled' })
          if (description) await page.screenshot({ path: `${shotsDirectory}${file}-card.png`, animations: 'disabled', clip: description.card })
          shots.push({ shape: shape.name, theme, product: product.id, view, file, note, description })
          console.log(`  ${file}: ${description ? `${description.card.width}×${description.card.height} px (${description.card.fullHeight} unscrolled)` : 'no card found'}`)
        }
        try {
          await product.shootViews(page, { url: product.url, theme, shot, email: `side-by-side-${folder}@portico.example`, mailbox: harness.serviceFrame.mailbox })
        } catch (error) {
          console.error(`  ${product.name}, ${folder}: stopped at ${error.message.split('\n')[0]}`)
          await page.screenshot({ path: `${shotsDirectory}${folder}/failed-${product.id}.png` }).catch(() => undefined)
        }
        await context.close()
      }
    }
  }
  await writeFile(`${shotsDirectory}measurements.json`, JSON.stringify({ shots, blocked }, null, 2))
  await writeIndex(shotsDirectory, products, shots, blocked)
  console.log('\n  Connect view height in px, the card in its default shape (in brackets: the height it needs unscrolled):\n')
  console.log(`  ${'shape'.padEnd(16)}${products.map((product) => product.name.padEnd(16)).join('')}`)
  for (const shape of shapes) {
    for (const theme of themes) {
      const cards = products.map((product) => shots.find((item) => item.shape === shape.name && item.theme === theme && item.product === product.id && item.view === 'connect')?.description?.card)
      const heights = cards.map((card) => (card ? `${card.height}${card.fullHeight > card.height ? ` (${card.fullHeight})` : ''}` : '-'))
      console.log(`  ${`${shape.name} ${theme}`.padEnd(16)}${heights.map((height) => String(height).padEnd(16)).join('')}`)
    }
  }
  console.log(`\n  Images and index: ${shotsDirectory}index.html`)
} finally {
  await stopAll()
}
