import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FrameBackendClient } from './FrameBackendClient.ts'

describe('FrameBackendClient', () => {
  let server: Server
  let baseUrl: string
  const seen: { method: string; path: string; authorization: string | undefined }[] = []

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/'
      seen.push({ method: request.method ?? '', path, authorization: request.headers.authorization })
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      if (path === '/api/session') return void request.resume() // never answers
      if (path === '/api/email/start') return json(429, { error: 'Please try again after 12 seconds', code: 'EMAIL_COOLDOWN', retryAfterSeconds: 12 })
      if (path === '/api/email/device') return json(400, { error: 'Something new', code: 'SOMETHING_NEW' })
      if (path === '/api/sign-out') return json(500, 'not a refusal')
      if (path === '/api/email/verify') return json(200, { session: { accessToken: 'a' }, user: null })
      if (path === '/api/wallet') return json(200, { wallet: null })
      return json(404, { error: 'Not found', code: 'NOT_FOUND' })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('sends the bearer token and decodes an answer', async () => {
    expect(await new FrameBackendClient({ baseUrl }).wallet('token-1')).toBeNull()
    expect(seen.at(-1)).toEqual({ method: 'GET', path: '/api/wallet', authorization: 'Bearer token-1' })
  })

  it('throws refusals by their contract code, an unknown code as BACKEND_REFUSED', async () => {
    const client = new FrameBackendClient({ baseUrl })
    await expect(client.startEmail('ada@example.com', '0'.repeat(32))).rejects.toMatchObject({
      name: 'BackendRefusedError',
      code: 'EMAIL_COOLDOWN',
      status: 429,
      retryAfterSeconds: 12,
      shortMessage: 'Please try again after 12 seconds',
    })
    await expect(client.deviceApproval('ada@example.com', '0'.repeat(32))).rejects.toMatchObject({ code: 'BACKEND_REFUSED', backendCode: 'SOMETHING_NEW', status: 400 })
    await expect(client.signOut('token')).rejects.toMatchObject({ code: 'BACKEND_REFUSED', backendCode: undefined, status: 500 })
  })

  it('refuses an answer outside the contract', async () => {
    await expect(new FrameBackendClient({ baseUrl }).verifyEmail('ada@example.com', '0'.repeat(32), '123456')).rejects.toMatchObject({
      name: 'BackendAnswerInvalidError',
      code: 'BACKEND_ANSWER_INVALID',
    })
  })

  it('gives up on a backend that does not answer within its timeout, a read after one retry', async () => {
    const before = seen.filter((entry) => entry.path === '/api/session').length
    await expect(new FrameBackendClient({ baseUrl, timeoutMs: 300 }).session('token')).rejects.toMatchObject({ name: 'BackendTimeoutError', code: 'BACKEND_TIMEOUT' })
    expect(seen.filter((entry) => entry.path === '/api/session').length - before).toBe(2)
  })

  it('says when the backend cannot be reached', async () => {
    await expect(new FrameBackendClient({ baseUrl: 'http://127.0.0.1:1' }).createWallet('token', { addresses: { eip155: '0x', solana: '' }, authShare: '', recovery: { kind: 'passkey', credentialId: '', prfSalt: '', iv: '', ciphertext: '' } })).rejects.toMatchObject({
      name: 'BackendUnreachableError',
      code: 'BACKEND_UNREACHABLE',
    })
  })
})
