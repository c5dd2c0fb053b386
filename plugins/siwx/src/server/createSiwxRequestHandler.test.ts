import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaTestAccount } from '../testing/solanaTestAccount.ts'
import { defaultSiwx } from '../defaultSiwx.ts'
import { memoryStorage } from '../memoryStorage.ts'
import { signInWithSiwx } from '../signInWithSiwx.ts'
import { createSiwxRequestHandler } from './createSiwxRequestHandler.ts'
import { createSiwxServer } from './createSiwxServer.ts'

const pageOrigin = 'http://127.0.0.1:5173'
let httpServer: Server
let baseUrl: string

beforeAll(async () => {
  const handle = createSiwxRequestHandler(createSiwxServer({ domain: '127.0.0.1:5173' }))
  httpServer = createServer((request, response) => {
    handle(request, response)
      .then((handled) => {
        if (!handled) response.writeHead(404).end()
      })
      .catch(() => response.writeHead(500).end())
  })
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => httpServer.close(resolve))
})

async function nonce(): Promise<string> {
  const response = await fetch(`${baseUrl}/siwx/nonce`, { headers: { origin: pageOrigin } })
  return ((await response.json()) as { nonce: string }).nonce
}

const verify = (body: string) => fetch(`${baseUrl}/siwx/verify`, { method: 'POST', headers: { origin: pageOrigin, 'content-type': 'application/json' }, body })

describe('createSiwxRequestHandler', () => {
  it('issues nonces and verifies a session over HTTP, once', async () => {
    const account = solanaTestAccount()
    const siwx = defaultSiwx({ domain: '127.0.0.1:5173', uri: `${pageOrigin}/`, getNonce: nonce, storage: memoryStorage() })
    const session = await signInWithSiwx(siwx, { chainId: 'solana:localnet', accountAddress: account.address, signMessage: account.signMessage })
    const accepted = await verify(JSON.stringify(session))
    expect(accepted.status).toBe(200)
    expect(accepted.headers.get('access-control-allow-origin')).toBe(pageOrigin)
    expect(await accepted.json()).toEqual({ ok: true, chainId: 'solana:localnet', address: account.address, expiresAt: null })
    const replayed = await verify(JSON.stringify(session))
    expect(replayed.status).toBe(401)
    expect(await replayed.json()).toEqual({ ok: false, code: 'NONCE', message: 'The SIWX nonce was not issued here, has expired or was used' })
  })

  it('answers 400 to a body that is not JSON or not a session', async () => {
    const notJson = await verify('{')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ ok: false, code: 'MALFORMED' })
    const notSession = await verify('{"data":1}')
    expect(notSession.status).toBe(400)
    expect(await notSession.json()).toMatchObject({ ok: false, code: 'MALFORMED', message: 'The SIWX session is malformed' })
  })

  it('answers CORS preflights for loopback pages only', async () => {
    const loopback = await fetch(`${baseUrl}/siwx/verify`, { method: 'OPTIONS', headers: { origin: pageOrigin } })
    expect(loopback.status).toBe(204)
    expect(loopback.headers.get('access-control-allow-origin')).toBe(pageOrigin)
    expect(loopback.headers.get('access-control-allow-methods')).toBe('GET, POST')
    const foreign = await fetch(`${baseUrl}/siwx/nonce`, { headers: { origin: 'https://evil.example' } })
    expect(foreign.status).toBe(200)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('leaves other paths to the host and refuses other methods', async () => {
    expect((await fetch(`${baseUrl}/elsewhere`)).status).toBe(404)
    expect((await fetch(`${baseUrl}/siwx/nonce`, { method: 'POST' })).status).toBe(405)
    expect((await fetch(`${baseUrl}/siwx/verify`)).status).toBe(405)
  })
})
