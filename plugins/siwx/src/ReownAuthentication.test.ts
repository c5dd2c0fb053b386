import { startService } from '@portico/service'
import type { Service } from '@portico/service'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryStorage } from './memoryStorage.ts'
import { ReownAuthentication } from './ReownAuthentication.ts'
import type { SiwxSession } from './SiwxSession.ts'

const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

describe('ReownAuthentication against a started @portico/service', () => {
  let service: Service

  beforeAll(async () => {
    service = await startService({ port: 0, config: { database: { memory: true }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }], chains: [] } })
  }, 60_000)

  afterAll(async () => {
    await service.stop()
  })

  const authentication = (storage = memoryStorage()) =>
    new ReownAuthentication({ projectServiceUrl: service.url, projectId: 'demo', domain: 'app.example.com', uri: 'https://app.example.com/', storage })

  it('signs in an EVM account with a nonce of the service, keeps only the token, and revokes on the service', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const storage = memoryStorage()
    const siwx = authentication(storage)
    const changes: (SiwxSession | undefined)[] = []
    siwx.on('sessionChanged', (session) => changes.push(session))
    const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: account.address })
    const [nonce] = await service.database.query<{ nonce: string }>('SELECT nonce FROM siwx_nonces WHERE nonce = $1', [message.nonce])
    expect(nonce).toBeDefined()
    const session = { data: { ...message }, message: message.toString(), signature: await account.signMessage({ message: message.toString() }) }
    await siwx.addSession(session)
    expect(changes).toHaveLength(1)
    expect(storage.getItem('@appkit/siwx-auth-token')).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    const reloaded = authentication(storage)
    expect(await reloaded.getSessions('eip155:1', account.address.toLowerCase())).toMatchObject([{ message: message.toString(), signature: session.signature }])
    expect(await reloaded.getSessions('eip155:1', privateKeyToAccount(generatePrivateKey()).address)).toEqual([])
    const signedIn = await reloaded.getSessionAccount()
    // AppKit's session account: chainId is the network's reference (a number on EVM), the CAIP-2 id is caip2Network.
    expect(signedIn).toMatchObject({
      address: account.address,
      chainId: 1,
      chainNamespace: 'eip155',
      caip2Network: 'eip155:1',
      domain: 'app.example.com',
      uri: 'https://app.example.com/',
      nonce: message.nonce,
      sub: `did:pkh:eip155:1:${account.address}`,
      projectIdKey: 'demo',
      metadata: null,
    })
    expect(signedIn.email).toBeUndefined()
    expect(signedIn.exp).toBe(Math.floor(new Date(signedIn.expiresAt).getTime() / 1000))
    await reloaded.setSessionAccountEmail('ada@example.com')
    expect((await reloaded.getSessionAccount()).email).toBe('ada@example.com')
    expect(await reloaded.getSessionList()).toHaveLength(1)
    await reloaded.revokeSession('eip155:1', account.address)
    expect(storage.getItem('@appkit/siwx-auth-token')).toBeNull()
    await expect(reloaded.getSessionAccount()).rejects.toMatchObject({ code: 'SIWX_NOT_AUTHENTICATED' })
    const [row] = await service.database.query<{ revoked_at: unknown }>('SELECT revoked_at FROM siwx_sessions WHERE address = $1', [account.address])
    expect(row?.revoked_at).not.toBeNull()
  })

  it('refuses a session signed by another key, and a replayed nonce', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const siwx = authentication()
    const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: account.address })
    const forged = { data: { ...message }, message: message.toString(), signature: await privateKeyToAccount(generatePrivateKey()).signMessage({ message: message.toString() }) }
    await expect(siwx.addSession(forged)).rejects.toMatchObject({ code: 'SIWX_SERVICE_ERROR' })
    const signed = { ...forged, signature: await account.signMessage({ message: message.toString() }) }
    await expect(siwx.addSession(signed)).rejects.toMatchObject({ code: 'SIWX_SERVICE_ERROR' })
    await expect(siwx.getSessionAccount()).rejects.toMatchObject({ code: 'SIWX_NOT_AUTHENTICATED' })
  })

  it('signs in a Solana account', async () => {
    const secretKey = ed25519.utils.randomPrivateKey()
    const address = base58.encode(ed25519.getPublicKey(secretKey))
    const siwx = authentication()
    const message = await siwx.createMessage({ chainId: solanaMainnet, accountAddress: address })
    await siwx.addSession({ data: { ...message }, message: message.toString(), signature: base58.encode(ed25519.sign(new TextEncoder().encode(message.toString()), secretKey)) })
    expect(await siwx.getSessions(solanaMainnet, address)).toHaveLength(1)
    expect(await siwx.getSessionAccount()).toMatchObject({ address, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana', caip2Network: solanaMainnet })
  })

  it('is signed out once the service revoked the session from another page', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const first = authentication()
    const second = authentication()
    for (const siwx of [first, second]) {
      const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: account.address })
      await siwx.addSession({ data: { ...message }, message: message.toString(), signature: await account.signMessage({ message: message.toString() }) })
    }
    const sessions = await first.getSessionList()
    expect(sessions).toHaveLength(2)
    const secondId = (await second.getSessionAccount()).sessionId
    await first.revokeSessionById(secondId ?? '')
    expect(await second.getSessions('eip155:1', account.address)).toEqual([])
    expect(await first.getSessions('eip155:1', account.address)).toHaveLength(1)
  })

  it("keeps the host's metadata on the signed-in account (AppKit's setSessionAccountMetadata), for every session of the account, until forgotten", async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const signIn = async () => {
      const siwx = authentication()
      const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: account.address })
      await siwx.addSession({ data: { ...message }, message: message.toString(), signature: await account.signMessage({ message: message.toString() }) })
      return siwx
    }
    const first = await signIn()
    expect(await first.setSessionAccountMetadata({ plan: 'pro', seats: 3 })).toEqual({ plan: 'pro', seats: 3 })
    const second = await signIn()
    expect((await second.getSessionAccount()).metadata).toEqual({ plan: 'pro', seats: 3 })
    expect(await second.setSessionAccountMetadata()).toBeNull()
    expect((await first.getSessionAccount()).metadata).toBeNull()
    await expect(authentication().setSessionAccountMetadata({ plan: 'free' })).rejects.toMatchObject({ code: 'SIWX_SERVICE_ERROR' })
  })

  it('removeAllListeners stops every sessionChanged listener', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const siwx = authentication()
    const heard: string[] = []
    siwx.on('sessionChanged', () => heard.push('first'))
    siwx.on('sessionChanged', () => heard.push('second'))
    siwx.removeAllListeners()
    const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: account.address })
    await siwx.addSession({ data: { ...message }, message: message.toString(), signature: await account.signMessage({ message: message.toString() }) })
    expect((await siwx.getSessionAccount()).address).toBe(account.address)
    expect(heard).toEqual([])
  })
})
