import { afterEach, describe, expect, it, vi } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { defaultSiwx } from '../defaultSiwx.ts'
import { SiwxVerificationError } from '../errors.ts'
import { formatSiwxMessage } from '../formatSiwxMessage.ts'
import { memoryStorage } from '../memoryStorage.ts'
import { signInWithSiwx } from '../signInWithSiwx.ts'
import type { SiwxSession } from '../SiwxSession.ts'
import { solanaTestAccount } from '../testing/solanaTestAccount.ts'
import { createSiwxServer } from './createSiwxServer.ts'
import type { SiwxServer } from './createSiwxServer.ts'

const domain = '127.0.0.1:5173'
const evmAccount = privateKeyToAccount(generatePrivateKey())
const solanaAccount = solanaTestAccount()

interface SignOptions {
  chainId?: `eip155:${string}` | `solana:${string}`
  domain?: string
  uri?: string
  expiration?: number
  nonce?: string
}

/** Signs in through the client side with a nonce from the server, as a host app would. */
async function signedSession(server: SiwxServer, options: SignOptions = {}): Promise<SiwxSession> {
  const chainId = options.chainId ?? 'eip155:31337'
  const siwx = defaultSiwx({
    domain: options.domain ?? domain,
    uri: options.uri ?? `http://${domain}/`,
    expiration: options.expiration,
    getNonce: async () => options.nonce ?? (await server.issueNonce()),
    storage: memoryStorage(),
  })
  const signer = chainId.startsWith('solana:')
    ? { accountAddress: solanaAccount.address, signMessage: (message: string) => solanaAccount.signMessage(message) }
    : { accountAddress: evmAccount.address, signMessage: (message: string) => evmAccount.signMessage({ message }) }
  return signInWithSiwx(siwx, { chainId, ...signer })
}

async function refusal(promise: Promise<unknown>): Promise<SiwxVerificationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(SiwxVerificationError)
  return error as SiwxVerificationError
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createSiwxServer', () => {
  it.each(['eip155:31337', 'solana:localnet'] as const)('verifies a %s session signed with a nonce it issued', async (chainId) => {
    const server = createSiwxServer({ domain })
    const session = await signedSession(server, { chainId })
    const verified = await server.verifySession(JSON.parse(JSON.stringify(session)))
    expect(verified).toMatchObject({ chainId, address: session.data.accountAddress, expiresAt: undefined, message: session.message })
    expect(verified.data.nonce).toBe(session.data.nonce)
  })

  it('refuses a tampered message (SIGNATURE)', async () => {
    const server = createSiwxServer({ domain })
    const session = await signedSession(server)
    const issuedAt = session.data.issuedAt ?? ''
    const backdated = session.message.replace(`Issued At: ${issuedAt}`, 'Issued At: 2020-01-01T00:00:00.000Z')
    expect(backdated).not.toBe(session.message)
    expect((await refusal(server.verifySession({ ...session, message: backdated }))).code).toBe('SIGNATURE')
    const impostor = privateKeyToAccount(generatePrivateKey()).address
    const impersonated = { ...session, data: { ...session.data, accountAddress: impostor }, message: session.message.replace(evmAccount.address, impostor) }
    expect((await refusal(server.verifySession(impersonated))).code).toBe('SIGNATURE')
    const solana = await signedSession(server, { chainId: 'solana:localnet', uri: `http://${domain}/other` })
    const tampered = { ...solana, message: solana.message.replace(`http://${domain}/other`, `http://${domain}/`) }
    expect((await refusal(server.verifySession({ ...tampered, data: { ...tampered.data, uri: `http://${domain}/` } }))).code).toBe('SIGNATURE')
  })

  it('refuses a signature by another key (SIGNATURE) and keeps the nonce for the real signer', async () => {
    const server = createSiwxServer({ domain })
    const session = await signedSession(server)
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: session.message })
    expect((await refusal(server.verifySession({ ...session, signature: forged }))).code).toBe('SIGNATURE')
    expect((await refusal(server.verifySession({ ...session, signature: 'not hex' }))).code).toBe('SIGNATURE')
    await expect(server.verifySession(session)).resolves.toMatchObject({ address: evmAccount.address })
  })

  it('refuses a session for another domain (DOMAIN) or another URI (URI)', async () => {
    const server = createSiwxServer({ domain })
    expect((await refusal(server.verifySession(await signedSession(server, { domain: 'evil.example', uri: 'https://evil.example/' })))).code).toBe('DOMAIN')
    expect((await refusal(server.verifySession(await signedSession(server, { uri: 'https://evil.example/' })))).code).toBe('URI')
    const strict = createSiwxServer({ domain, uri: `http://${domain}/app` })
    expect((await refusal(strict.verifySession(await signedSession(strict)))).code).toBe('URI')
    await expect(strict.verifySession(await signedSession(strict, { uri: `http://${domain}/app` }))).resolves.toBeDefined()
  })

  it('refuses an expired session (EXPIRED) and one not valid yet (NOT_YET_VALID)', async () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00.000Z') })
    const server = createSiwxServer({ domain })
    const session = await signedSession(server, { expiration: 60_000 })
    vi.setSystemTime(Date.parse('2030-01-01T00:01:00.000Z'))
    expect((await refusal(server.verifySession(session))).code).toBe('EXPIRED')

    // Signed by a client whose clock is 10 minutes ahead of the server's.
    vi.setSystemTime(Date.parse('2030-01-01T00:10:00.000Z'))
    const future = await signedSession(server)
    vi.setSystemTime(Date.parse('2030-01-01T00:05:00.000Z'))
    expect((await refusal(server.verifySession(future))).code).toBe('NOT_YET_VALID')
    vi.setSystemTime(Date.parse('2030-01-01T00:09:30.000Z'))
    await expect(server.verifySession(future)).resolves.toMatchObject({ expiresAt: undefined })
  })

  it('refuses a message whose Not Before is ahead (NOT_YET_VALID)', async () => {
    const server = createSiwxServer({ domain })
    const nonce = await server.issueNonce()
    const data = {
      accountAddress: evmAccount.address,
      chainId: 'eip155:31337' as const,
      domain,
      uri: `http://${domain}/`,
      version: '1' as const,
      nonce,
      issuedAt: new Date().toISOString(),
      notBefore: new Date(Date.now() + 3_600_000).toISOString(),
    }
    const message = formatSiwxMessage(data)
    const error = await refusal(server.verifySession({ data, message, signature: await evmAccount.signMessage({ message }) }))
    expect(error.code).toBe('NOT_YET_VALID')
  })

  it('gives the expiry of a session that has one', async () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00.000Z') })
    const server = createSiwxServer({ domain })
    const verified = await server.verifySession(await signedSession(server, { chainId: 'solana:localnet', expiration: 3_600_000 }))
    expect(verified.expiresAt).toBe(Date.parse('2030-01-01T01:00:00.000Z'))
  })

  it('refuses a reused nonce (NONCE): each nonce signs in once', async () => {
    const server = createSiwxServer({ domain })
    const session = await signedSession(server)
    await server.verifySession(session)
    const error = await refusal(server.verifySession(session))
    expect(error.code).toBe('NONCE')
    expect(error.shortMessage).toBe('The SIWX nonce was not issued here, has expired or was used')
  })

  it('lets only one of two simultaneous checks of the same session through', async () => {
    const server = createSiwxServer({ domain })
    const session = await signedSession(server, { chainId: 'solana:localnet' })
    const results = await Promise.allSettled([server.verifySession(session), server.verifySession(session)])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
  })

  it('refuses a nonce it never issued, and one issued past its lifetime (NONCE)', async () => {
    const server = createSiwxServer({ domain, nonceTtlMs: 60_000 })
    const other = createSiwxServer({ domain })
    expect((await refusal(server.verifySession(await signedSession(other)))).code).toBe('NONCE')
    expect((await refusal(server.verifySession(await signedSession(server, { nonce: 'madeUpNonce123' })))).code).toBe('NONCE')
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00.000Z') })
    const session = await signedSession(server)
    vi.setSystemTime(Date.parse('2030-01-01T00:01:00.000Z'))
    expect((await refusal(server.verifySession(session))).code).toBe('NONCE')
  })

  it('refuses a network outside its list (CHAIN)', async () => {
    const server = createSiwxServer({ domain, chains: ['eip155:31337'] })
    expect((await refusal(server.verifySession(await signedSession(server, { chainId: 'eip155:1' })))).code).toBe('CHAIN')
    expect((await refusal(server.verifySession(await signedSession(server, { chainId: 'solana:localnet' })))).code).toBe('CHAIN')
    await expect(server.verifySession(await signedSession(server, { chainId: 'eip155:31337' }))).resolves.toBeDefined()
  })

  it('refuses malformed input (MALFORMED)', async () => {
    const server = createSiwxServer({ domain })
    const session = await signedSession(server)
    for (const input of [
      undefined,
      'a string',
      { ...session, signature: 42 },
      { ...session, data: { ...session.data, chainId: 'nowhere' } },
      { ...session, message: 'hello' },
      { ...session, data: { ...session.data, accountAddress: privateKeyToAccount(generatePrivateKey()).address } },
      { ...session, data: { ...session.data, nonce: 'anotherNonce1' } },
    ]) {
      expect((await refusal(server.verifySession(input))).code).toBe('MALFORMED')
    }
    await expect(server.verifySession(session)).resolves.toBeDefined()
  })
})
