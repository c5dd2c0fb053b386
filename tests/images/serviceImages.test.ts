import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '@portico/kernel'
import { createAppKit } from '../../kernel/src/createAppKit.ts'
import { walletEntries } from '../../kernel/src/headless/walletEntries.ts'
import { startService } from '../../service/src/startService.ts'

// A PNG of one pixel.
const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'))
const directory = mkdtempSync(join(tmpdir(), 'portico-images-'))
writeFileSync(join(directory, 'harbor-logo.png'), png)
writeFileSync(join(directory, 'wallets.json'), JSON.stringify([
  { id: 'harbor', name: 'Harbor Wallet', image_id: 'harbor-logo' },
  { id: 'lantern', name: 'Lantern Wallet', image_id: 'lantern-logo' },
]))
const service = await startService({
  port: 0,
  configDirectory: directory,
  onIndexerError: () => undefined,
  config: {
    database: { memory: true },
    projects: [{ id: 'images-test', config: { features: [] }, allowedOrigins: [] }],
    chains: [],
    registry: { file: 'wallets.json' },
    images: { dir: '.' },
  },
})
afterAll(async () => {
  await service.stop()
  rmSync(directory, { recursive: true, force: true })
})

let appKit: AppKit | undefined
afterEach(() => appKit?.destroy())

const get = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, type: response.headers.get('content-type'), body: new Uint8Array(await response.arrayBuffer()) }
}

describe('SPEC §3/§7 images: wallets with an image_id get their image through the service\'s image endpoint', () => {
  it('lists the registry\'s wallets with {service}/images/{image_id}, which serves the image file or one made from the wallet\'s name', async () => {
    appKit = createAppKit({ projectId: 'images-test', projectServiceUrl: service.url, networks: [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }] })
    const { wallets } = appKit.store
    await expect.poll(async () => {
      await wallets.fetchNextPage()
      return wallets.wallets.length
    }, { timeout: 15_000 }).toBe(2)
    const listed = walletEntries(appKit.store, false).filter((entry) => entry.walletId !== undefined)
    expect(listed.map((entry) => [entry.name, entry.imageUrl])).toEqual([
      ['Harbor Wallet', `${service.url}/images/harbor-logo`],
      ['Lantern Wallet', `${service.url}/images/lantern-logo`],
    ])
    expect(await get(`${service.url}/images/harbor-logo`)).toEqual({ status: 200, type: 'image/png', body: png })
    const generated = await get(`${service.url}/images/lantern-logo`)
    expect(generated.status).toBe(200)
    expect(generated.type).toBe('image/svg+xml')
    expect(new TextDecoder().decode(generated.body)).toContain('<svg')
  })

  it('answers 404 for an id it has no image for, and for one that is not an id', async () => {
    expect((await get(`${service.url}/images/nothing-here`)).status).toBe(404)
    expect((await get(`${service.url}/images/${encodeURIComponent('../wallets.json')}`)).status).toBe(404)
    expect((await get(`${service.url}/images/wallets.json`)).status).toBe(404)
  })
})
