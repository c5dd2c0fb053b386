import { afterEach, describe, expect, it, vi } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { defaultSiwx } from './defaultSiwx.ts'
import { memoryStorage } from './memoryStorage.ts'
import { signInWithSiwx } from './signInWithSiwx.ts'
import type { SiwxSession } from './SiwxSession.ts'
import { solanaTestAccount } from './testing/solanaTestAccount.ts'

const evmChain = 'eip155:31337' as const
const solanaChain = 'solana:localnet' as const
const evmAccount = privateKeyToAccount(generatePrivateKey())
const evmSigner = { accountAddress: evmAccount.address, signMessage: (message: string) => evmAccount.signMessage({ message }) }
const solanaAccount = solanaTestAccount()
const solanaSigner = { accountAddress: solanaAccount.address, signMessage: (message: string) => solanaAccount.signMessage(message) }

function siwxWith(storage = memoryStorage(), options: Parameters<typeof defaultSiwx>[0] = {}) {
  return defaultSiwx({ domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/', statement: 'Sign in to the demo.', storage, ...options })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('defaultSiwx', () => {
  it('creates an EIP-4361 message whose text is what toString gives, with a fresh random nonce each time', async () => {
    const siwx = siwxWith()
    const first = await siwx.createMessage({ chainId: evmChain, accountAddress: evmAccount.address.toLowerCase() })
    const second = await siwx.createMessage({ chainId: evmChain, accountAddress: evmAccount.address })
    expect(first).toMatchObject({ accountAddress: evmAccount.address, chainId: evmChain, domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/', version: '1', statement: 'Sign in to the demo.' })
    expect(first.toString()).toMatch(/^127\.0\.0\.1:5173 wants you to sign in with your Ethereum account:\n0x/)
    expect(first.toString()).toContain(`\nNonce: ${first.nonce}\n`)
    expect(first.nonce).toMatch(/^[a-zA-Z0-9]{12,}$/)
    expect(second.nonce).not.toBe(first.nonce)
    expect(first.expirationTime).toBeUndefined()
  })

  it("takes the host's nonce and sets the expiration from the creation time", async () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00.000Z') })
    const getNonce = vi.fn(async () => 'hostNonce123')
    const siwx = siwxWith(memoryStorage(), { getNonce, expiration: 60_000 })
    const message = await siwx.createMessage({ chainId: solanaChain, accountAddress: solanaAccount.address })
    expect(getNonce).toHaveBeenCalledWith({ chainId: solanaChain, accountAddress: solanaAccount.address })
    expect(message).toMatchObject({ nonce: 'hostNonce123', issuedAt: '2030-01-01T00:00:00.000Z', expirationTime: '2030-01-01T00:01:00.000Z' })
    expect(message.toString()).toMatch(/^127\.0\.0\.1:5173 wants you to sign in with your Solana account:\n/)
  })

  it('refuses a network it cannot sign in on, and a missing domain outside a page', async () => {
    await expect(siwxWith().createMessage({ chainId: 'bip122:000000000019d6689c085ae165831e93', accountAddress: 'bc1q' })).rejects.toMatchObject({
      code: 'SIWX_UNSUPPORTED_CHAIN',
    })
    await expect(defaultSiwx({ storage: memoryStorage() }).createMessage({ chainId: evmChain, accountAddress: evmAccount.address })).rejects.toMatchObject({
      code: 'SIWX_NOT_CONFIGURED',
    })
  })

  it.each([
    ['eip155', evmChain, evmSigner],
    ['solana', solanaChain, solanaSigner],
  ] as const)('signs in a real %s account, keeps the session per account and network, and revokes it', async (_, chainId, signer) => {
    const storage = memoryStorage()
    const siwx = siwxWith(storage)
    const session = await signInWithSiwx(siwx, { chainId, ...signer })
    expect(await siwx.getSessions(chainId, signer.accountAddress)).toEqual([session])
    expect(await siwx.getSessions(evmChain === chainId ? 'eip155:1' : 'solana:devnet', signer.accountAddress)).toEqual([])
    // A second instance over the same storage reads it back (as after a reload).
    expect(await siwxWith(storage).getSessions(chainId, signer.accountAddress)).toEqual([session])
    await siwx.revokeSession(chainId, signer.accountAddress)
    expect(await siwx.getSessions(chainId, signer.accountAddress)).toEqual([])
  })

  it('finds eip155 sessions whatever the address case', async () => {
    const siwx = siwxWith()
    await signInWithSiwx(siwx, { chainId: evmChain, ...evmSigner })
    expect(await siwx.getSessions(evmChain, evmAccount.address.toLowerCase())).toHaveLength(1)
  })

  it('keeps one session per account and network: signing in again replaces it', async () => {
    const siwx = siwxWith()
    await signInWithSiwx(siwx, { chainId: evmChain, ...evmSigner })
    const second = await signInWithSiwx(siwx, { chainId: evmChain, ...evmSigner })
    expect(await siwx.getSessions(evmChain, evmAccount.address)).toEqual([second])
  })

  it('refuses a session whose message was altered, signed by another key, or whose data does not match it', async () => {
    const siwx = siwxWith()
    const message = await siwx.createMessage({ chainId: evmChain, accountAddress: evmAccount.address })
    const text = message.toString()
    const { toString: _, ...data } = message
    const signature = await evmAccount.signMessage({ message: text })
    const tampered = { data, message: text.replace('Sign in to the demo.', 'Sign in to the demo!'), signature }
    await expect(siwx.addSession(tampered)).rejects.toMatchObject({ code: 'SIWX_INVALID_SESSION' })
    const otherKey = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: text })
    await expect(siwx.addSession({ data, message: text, signature: otherKey })).rejects.toMatchObject({ code: 'SIWX_INVALID_SESSION' })
    await expect(siwx.addSession({ data: { ...data, nonce: 'otherNonce99' }, message: text, signature })).rejects.toMatchObject({
      code: 'SIWX_INVALID_SESSION',
    })
    await expect(siwx.addSession({ data, message: text } as unknown as SiwxSession)).rejects.toMatchObject({ code: 'SIWX_INVALID_SESSION' })
    expect(await siwx.getSessions(evmChain, evmAccount.address)).toEqual([])
    await siwx.addSession({ data, message: text, signature })
    expect(await siwx.getSessions(evmChain, evmAccount.address)).toHaveLength(1)
  })

  it('drops a session once its message has expired', async () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00.000Z') })
    const storage = memoryStorage()
    const siwx = siwxWith(storage, { expiration: 60_000 })
    await signInWithSiwx(siwx, { chainId: solanaChain, ...solanaSigner })
    vi.setSystemTime(Date.parse('2030-01-01T00:00:59.000Z'))
    expect(await siwx.getSessions(solanaChain, solanaAccount.address)).toHaveLength(1)
    vi.setSystemTime(Date.parse('2030-01-01T00:01:00.000Z'))
    expect(await siwx.getSessions(solanaChain, solanaAccount.address)).toEqual([])
  })

  it('ignores corrupt storage entries and a session edited in storage, keeping the valid ones', async () => {
    const storage = memoryStorage()
    const siwx = siwxWith(storage)
    const solanaSession = await signInWithSiwx(siwx, { chainId: solanaChain, ...solanaSigner })
    const evmSession = await signInWithSiwx(siwx, { chainId: evmChain, ...evmSigner })
    const key = '@portico/siwx-sessions'
    const forged = { ...solanaSession, message: solanaSession.message.replace('Sign in to the demo.', 'Forged.') }
    storage.setItem(key, JSON.stringify([{ nonsense: true }, 42, forged, evmSession]))
    expect(await siwx.getSessions(solanaChain, solanaAccount.address)).toEqual([])
    expect(await siwx.getSessions(evmChain, evmAccount.address)).toEqual([evmSession])
    storage.setItem(key, '{not json')
    expect(await siwx.getSessions(evmChain, evmAccount.address)).toEqual([])
  })

  it('replaces all sessions with setSessions, verifying each first', async () => {
    const siwx = siwxWith()
    const evmSession = await signInWithSiwx(siwx, { chainId: evmChain, ...evmSigner })
    const other = siwxWith()
    const solanaSession = await signInWithSiwx(other, { chainId: solanaChain, ...solanaSigner })
    await expect(siwx.setSessions([solanaSession, { ...evmSession, signature: solanaSession.signature }])).rejects.toMatchObject({
      code: 'SIWX_INVALID_SESSION',
    })
    expect(await siwx.getSessions(evmChain, evmAccount.address)).toEqual([evmSession])
    await siwx.setSessions([solanaSession])
    expect(await siwx.getSessions(evmChain, evmAccount.address)).toEqual([])
    expect(await siwx.getSessions(solanaChain, solanaAccount.address)).toEqual([solanaSession])
  })

  it('is required by default and can be made optional', () => {
    expect(siwxWith().getRequired?.()).toBe(true)
    expect(siwxWith(memoryStorage(), { required: false }).getRequired?.()).toBe(false)
  })

  it('keeps sessions in localStorage when the page has one', async () => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    })
    try {
      const siwx = defaultSiwx({ domain: 'example.com', uri: 'https://example.com/' })
      await signInWithSiwx(siwx, { chainId: evmChain, ...evmSigner })
      expect([...items.keys()]).toEqual(['@portico/siwx-sessions'])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
