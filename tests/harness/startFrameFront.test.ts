import { createServer } from 'node:http'
import type { IncomingHttpHeaders, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFrameFront, type FrameFront } from './startFrameFront.ts'

const DEVICE_A = '0123456789abcdef0123456789abcdef'
const DEVICE_B = 'fedcba9876543210fedcba9876543210'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('the frame front: the harness\'s stand-in proxy before the service\'s frame listener', () => {
  let upstream: Server
  let front: FrameFront
  const seen: { path: string; headers: IncomingHttpHeaders; body: string }[] = []
  /** The status the stand-in frame listener answers POST /api/wallet with. */
  let walletStatus = 200
  const funded: string[] = []
  let fundFails = false

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        seen.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
        const status = request.url === '/api/wallet' ? walletStatus : 200
        response.writeHead(status, { 'content-type': 'application/json', 'x-upstream': 'yes' }).end(JSON.stringify({ answered: request.url }))
      })
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()))
    front = await startFrameFront({
      framePort: (upstream.address() as AddressInfo).port,
      fund: async (address) => {
        await new Promise((resolve) => setTimeout(resolve, 50))
        if (fundFails) throw new Error('anvil is down')
        funded.push(address)
      },
    })
  })

  afterAll(async () => {
    await front?.stop()
    await new Promise<void>((resolve) => upstream?.close(() => resolve()))
  })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${front.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

  it('forwards the request and the answer unchanged, and names each device\'s own client address in X-Forwarded-For, by its deviceId or else its session (not the one the client sent)', async () => {
    const first = await post('/api/email/start', { email: 'a@portico.example', deviceId: DEVICE_A }, { 'x-forwarded-for': '203.0.113.9' })
    expect(first.status).toBe(200)
    expect(first.headers.get('x-upstream')).toBe('yes')
    expect(await first.json()).toMatchObject({ answered: '/api/email/start' })
    await post('/api/email/start', { email: 'a@portico.example', deviceId: DEVICE_A })
    await post('/api/email/start', { email: 'b@portico.example', deviceId: DEVICE_B })
    await post('/api/email/update', { email: 'c@portico.example' }, { authorization: 'Bearer session-c' })
    await post('/api/email/update', { email: 'd@portico.example' }, { authorization: 'Bearer session-d' })
    await fetch(`${front.url}/api/session`)
    const [a1, a2, b, c, d, none] = seen.slice(-6)
    expect(JSON.parse(a1?.body ?? '{}')).toEqual({ email: 'a@portico.example', deviceId: DEVICE_A })
    expect(a1?.headers['x-forwarded-for']).toMatch(/^10\.\d{1,3}\.\d{1,3}\.\d{1,3}$/)
    expect(a2?.headers['x-forwarded-for']).toBe(a1?.headers['x-forwarded-for'])
    expect(b?.headers['x-forwarded-for']).toMatch(/^10\./)
    expect(b?.headers['x-forwarded-for']).not.toBe(a1?.headers['x-forwarded-for'])
    // Without a deviceId, a signed-in request by its session: each session an address of its own.
    expect(c?.headers['x-forwarded-for']).toMatch(/^10\./)
    expect(d?.headers['x-forwarded-for']).toMatch(/^10\./)
    expect(new Set([a1, b, c, d].map((request) => request?.headers['x-forwarded-for'])).size).toBe(4)
    expect(none?.headers['x-forwarded-for']).toBe('127.0.0.1')
  })

  it('funds a wallet the frame stored before the page gets the answer, and none the frame refused', async () => {
    walletStatus = 200
    const stored = await post('/api/wallet', { addresses: { eip155: ADDRESS, solana: 'x' }, authShare: 'AA==', recovery: {} })
    expect(stored.status).toBe(200)
    expect(funded).toEqual([ADDRESS])
    walletStatus = 409
    const refused = await post('/api/wallet', { addresses: { eip155: '0x0000000000000000000000000000000000000001', solana: 'x' }, authShare: 'AA==', recovery: {} })
    expect(refused.status).toBe(409)
    expect(funded).toEqual([ADDRESS])
  })

  it('a faucet that fails answers 502 instead of a wallet the user would find empty', async () => {
    walletStatus = 200
    fundFails = true
    const answer = await post('/api/wallet', { addresses: { eip155: ADDRESS, solana: 'x' }, authShare: 'AA==', recovery: {} })
    expect(answer.status).toBe(502)
    expect(await answer.json()).toMatchObject({ code: 'INTERNAL_ERROR' })
  })
})
