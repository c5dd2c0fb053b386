import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

const ada = privateKeyToAccount(generatePrivateKey())
const eve = privateKeyToAccount(generatePrivateKey())
const chainId = 'eip155:31337'

function eip155Message(address: string, nonce: string, expirationTime?: string): string {
  const lines = ['app.example.com wants you to sign in with your Ethereum account:', address, '', 'Sign in', '', 'URI: https://app.example.com', 'Version: 1', 'Chain ID: 31337', `Nonce: ${nonce}`, `Issued At: ${new Date().toISOString()}`]
  if (expirationTime !== undefined) lines.push(`Expiration Time: ${expirationTime}`)
  return lines.join('\n')
}

describe('the self-hosted SIWX routes', () => {
  let service: Service

  beforeAll(async () => {
    service = await startService({
      port: 0,
      config: {
        database: { memory: true },
        projects: [
          { id: 'demo', config: { features: [] }, allowedOrigins: [] },
          { id: 'strict', config: { features: [] }, allowedOrigins: ['https://app.example.com'] },
        ],
        chains: [],
      },
    })
  }, 60_000)

  afterAll(async () => {
    await service.stop()
  })

  const call = async (method: string, path: string, options: { body?: unknown; token?: string; origin?: string } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`
    if (options.origin !== undefined) headers.origin = options.origin
    const response = await fetch(`${service.url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
    const text = await response.text()
    return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as Record<string, unknown> }
  }
  const nonce = async (project = 'demo') => (await call('POST', `/siwx/${project}/nonces`)).body.nonce as string
  const signIn = async (account = ada, options: { nonce?: string; expirationTime?: string; signer?: typeof ada } = {}) => {
    const used = options.nonce ?? (await nonce())
    const message = eip155Message(account.address, used, options.expirationTime)
    const signature = await (options.signer ?? account).signMessage({ message })
    const data = { accountAddress: account.address, chainId, nonce: used, ...(options.expirationTime === undefined ? {} : { expirationTime: options.expirationTime }) }
    return call('POST', '/siwx/demo/sessions', { body: { data, message, signature } })
  }

  it('signs in with a signed nonce, answers the account, and keeps the token hashed only', async () => {
    const answer = await signIn()
    expect(answer.status).toBe(200)
    const token = answer.body.token as string
    const account = await call('GET', '/siwx/demo/account', { token })
    const session = answer.body.session as { id: string; expiresAt: string }
    expect(account).toMatchObject({
      status: 200,
      body: { address: ada.address, chainId: 31337, chainNamespace: 'eip155', caip2Network: chainId, nonce: expect.any(String), sub: `did:pkh:${chainId}:${ada.address}`, projectIdKey: 'demo', metadata: null, sessionId: session.id, expiresAt: session.expiresAt },
    })
    expect(account.body.exp).toBe(Math.floor(new Date(session.expiresAt).getTime() / 1000))
    expect(account.body).not.toHaveProperty('email')
    const stored = await service.database.query<{ token_hash: string }>('SELECT token_hash FROM siwx_sessions')
    expect(stored.some((row) => row.token_hash.includes(token))).toBe(false)
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('refuses a replayed nonce', async () => {
    const used = await nonce()
    expect((await signIn(ada, { nonce: used })).status).toBe(200)
    expect(await signIn(ada, { nonce: used })).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
  })

  it('refuses an expired nonce, and one never handed out or of another project', async () => {
    const expired = await nonce()
    await service.database.query("UPDATE siwx_nonces SET expires_at = now() - interval '1 second' WHERE nonce = $1", [expired])
    expect(await signIn(ada, { nonce: expired })).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
    expect(await signIn(ada, { nonce: 'a'.repeat(32) })).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
    expect(await signIn(ada, { nonce: await nonce('strict') })).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
  })

  it('refuses a signature by another key, a message without its nonce, and a malformed body', async () => {
    expect(await signIn(ada, { signer: eve })).toMatchObject({ status: 400, body: { code: 'INVALID_SIGNATURE' } })
    const used = await nonce()
    const message = eip155Message(ada.address, 'other')
    const signature = await ada.signMessage({ message })
    expect(await call('POST', '/siwx/demo/sessions', { body: { data: { accountAddress: ada.address, chainId, nonce: used }, message, signature } })).toMatchObject({ status: 400, body: { code: 'INVALID_MESSAGE' } })
    expect(await call('POST', '/siwx/demo/sessions', { body: { data: { chainId }, message, signature } })).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
  })

  it('refuses an unknown project and an origin the project does not allow', async () => {
    expect(await call('POST', '/siwx/nobody/nonces')).toMatchObject({ status: 403, body: { error: 'Unauthorized: invalid key', code: 'INVALID_KEY' } })
    expect(await call('POST', '/siwx/strict/nonces', { origin: 'https://evil.example.org' })).toMatchObject({ status: 403, body: { error: 'Unauthorized: origin not allowed', code: 'ORIGIN_NOT_ALLOWED' } })
    expect((await call('POST', '/siwx/strict/nonces', { origin: 'https://app.example.com' })).status).toBe(200)
  })

  it('lists the account\'s live sessions and revokes one: its token no longer answers', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const first = (await signIn(account)).body
    const second = (await signIn(account)).body
    const listed = await call('GET', '/siwx/demo/sessions', { token: first.token as string })
    expect((listed.body.sessions as { id: string }[]).map((session) => session.id)).toEqual([(first.session as { id: string }).id, (second.session as { id: string }).id])
    expect((await call('GET', '/siwx/demo/sessions', { token: (await signIn(eve)).body.token as string })).body.sessions).toHaveLength(1)
    expect((await call('DELETE', `/siwx/demo/sessions/${(second.session as { id: string }).id}`, { token: first.token as string })).status).toBe(204)
    expect((await call('GET', '/siwx/demo/account', { token: second.token as string })).status).toBe(401)
    expect(((await call('GET', '/siwx/demo/sessions', { token: first.token as string })).body.sessions as unknown[]).length).toBe(1)
  })

  it('does not let one account revoke another\'s session', async () => {
    const adas = (await signIn(ada)).body
    const eves = (await signIn(eve)).body
    expect((await call('DELETE', `/siwx/demo/sessions/${(adas.session as { id: string }).id}`, { token: eves.token as string })).status).toBe(404)
    expect((await call('GET', '/siwx/demo/account', { token: adas.token as string })).status).toBe(200)
  })

  it('ends a session at its expiry, and at the message\'s expiration time when earlier', async () => {
    const answer = (await signIn(ada)).body
    await service.database.query("UPDATE siwx_sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [(answer.session as { id: string }).id])
    expect((await call('GET', '/siwx/demo/account', { token: answer.token as string })).status).toBe(401)
    const soon = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    const bounded = (await signIn(ada, { expirationTime: soon })).body
    expect((bounded.session as { expiresAt: string }).expiresAt).toBe(soon)
    const past = new Date(Date.now() - 1000).toISOString()
    expect(await signIn(ada, { expirationTime: past })).toMatchObject({ status: 400, body: { code: 'INVALID_MESSAGE' } })
  })

  it('keeps the e-mail the host sets on the signed-in account', async () => {
    const token = (await signIn(ada)).body.token as string
    expect((await call('PUT', '/siwx/demo/account/email', { token, body: { email: 'ada@example.com' } })).status).toBe(200)
    const again = (await signIn(ada)).body.token as string
    expect((await call('GET', '/siwx/demo/account', { token: again })).body.email).toBe('ada@example.com')
    expect((await call('PUT', '/siwx/demo/account/email', { token, body: { email: 3 } })).status).toBe(400)
    expect((await call('GET', '/siwx/demo/account')).status).toBe(401)
  })

  it("keeps the metadata the host sets on the signed-in account, an object or null, for the account's every session", async () => {
    const token = (await signIn(ada)).body.token as string
    expect(await call('PUT', '/siwx/demo/account/metadata', { token, body: { metadata: { plan: 'pro' } } })).toMatchObject({ status: 200, body: { metadata: { plan: 'pro' } } })
    const again = (await signIn(ada)).body.token as string
    expect((await call('GET', '/siwx/demo/account', { token: again })).body.metadata).toEqual({ plan: 'pro' })
    for (const metadata of ['pro', [1], 3]) expect((await call('PUT', '/siwx/demo/account/metadata', { token, body: { metadata } })).status).toBe(400)
    expect((await call('PUT', '/siwx/demo/account/metadata', { body: { metadata: { plan: 'free' } } })).status).toBe(401)
    expect((await call('PUT', '/siwx/demo/account/metadata', { token: again, body: { metadata: null } })).status).toBe(200)
    expect((await call('GET', '/siwx/demo/account', { token })).body.metadata).toBeNull()
  })

  it('signs in a Solana account by its ed25519 signature and refuses a forged one', async () => {
    const secretKey = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(secretKey))
    const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const solanaSignIn = async (key: Uint8Array) => {
      const used = await nonce()
      const message = `app.example.com wants you to sign in with your Solana account:\n${address}\n\nSign in\n\nURI: https://app.example.com\nVersion: 1\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\nNonce: ${used}\nIssued At: ${new Date().toISOString()}`
      const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), key))
      return call('POST', '/siwx/demo/sessions', { body: { data: { accountAddress: address, chainId: solanaChain, nonce: used }, message, signature } })
    }
    const answer = await solanaSignIn(secretKey)
    expect(answer.status).toBe(200)
    expect((await call('GET', '/siwx/demo/account', { token: answer.body.token as string })).body).toMatchObject({ address, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', caip2Network: solanaChain })
    expect(await solanaSignIn(ed25519.utils.randomPrivateKey())).toMatchObject({ status: 400, body: { code: 'INVALID_SIGNATURE' } })
  })
})
