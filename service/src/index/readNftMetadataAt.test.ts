import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readNftMetadataAt } from './readNftMetadataAt.ts'

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
let origin = ''
const server = createServer((request, response) => {
  const routes: Record<string, [string, string | Uint8Array]> = {
    '/1.json': ['application/json', JSON.stringify({ name: 'Over HTTP', description: 'served', image: `${origin}/1.png` })],
    '/1.png': ['image/png', png],
    '/page.json': ['application/json', JSON.stringify({ name: 'Not an image', image: `${origin}/page.html` })],
    '/page.html': ['text/html', '<script>alert(1)</script>'],
    '/huge.json': ['application/json', JSON.stringify({ name: 'x'.repeat(300 * 1024) })],
  }
  const route = routes[request.url ?? '']
  if (!route) return void response.writeHead(404).end()
  response.writeHead(200, { 'content-type': route[0] }).end(route[1])
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('readNftMetadataAt', () => {
  it('reads JSON from a data: URI, base64 or percent-encoded, and an SVG data: image', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'
    const json = JSON.stringify({ name: 'On chain', description: 'd', image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` })
    for (const uri of [`data:application/json;base64,${Buffer.from(json).toString('base64')}`, `data:application/json,${encodeURIComponent(json)}`, `data:application/json;utf8,${json}`]) {
      const metadata = await readNftMetadataAt(uri)
      expect(metadata).toMatchObject({ state: 'done', name: 'On chain', description: 'd', imageType: 'image/svg+xml', error: null })
      expect(new TextDecoder().decode(metadata.image!)).toBe(svg)
    }
    const raw = await readNftMetadataAt(`data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Raw', image_data: svg }))}`)
    expect(raw).toMatchObject({ state: 'done', name: 'Raw', imageType: 'image/svg+xml' })
  })

  it('fetches http metadata and its image with their content type', async () => {
    const metadata = await readNftMetadataAt(`${origin}/1.json`)
    expect(metadata).toMatchObject({ state: 'done', name: 'Over HTTP', description: 'served', imageType: 'image/png' })
    expect([...metadata.image!]).toEqual([...png])
  })

  it('fails, without throwing, for a missing URI, an unknown scheme, a 404, an oversized document or an image that is not one', async () => {
    expect(await readNftMetadataAt(undefined)).toMatchObject({ state: 'failed', error: 'no tokenURI' })
    expect(await readNftMetadataAt('ipfs://bafy/1.json')).toMatchObject({ state: 'failed', error: expect.stringContaining('unsupported URI scheme') })
    expect(await readNftMetadataAt(`${origin}/missing.json`)).toMatchObject({ state: 'failed', error: expect.stringContaining('404') })
    expect(await readNftMetadataAt(`${origin}/huge.json`)).toMatchObject({ state: 'failed', error: expect.stringContaining('larger than') })
    expect(await readNftMetadataAt(`${origin}/page.json`)).toMatchObject({ state: 'failed', name: 'Not an image', image: null, error: expect.stringContaining('text/html') })
    expect(await readNftMetadataAt('data:application/json,not json')).toMatchObject({ state: 'failed' })
  })
})
