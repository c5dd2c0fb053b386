import { describe, expect, it, vi } from 'vitest'
import { verifyMessage } from 'viem'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import type { SiweConfig } from './SiweConfig.ts'
import type { SiweSession } from './SiweSession.ts'
import { siweConfigToSiwx } from './siweConfigToSiwx.ts'
import { signInWithSiwx } from './signInWithSiwx.ts'

const account = privateKeyToAccount(generatePrivateKey())
const signer = { accountAddress: account.address, signMessage: (message: string) => account.signMessage({ message }) }

/** A legacy siweConfig as hosts wrote them: the backend (here in memory) keeps one session. */
function legacyConfig(overrides: Partial<SiweConfig> = {}) {
  let session: SiweSession | null = null
  const config = {
    getMessageParams: async () => ({ domain: 'app.example', uri: 'https://app.example/', chains: [1, 31337], statement: 'Legacy sign-in.' }),
    createMessage: vi.fn(({ address, chainId, nonce, iat, domain, uri, statement }: Parameters<SiweConfig['createMessage']>[0]) =>
      createSiweMessage({ address: address.split(':')[4] as Hex, chainId, nonce, issuedAt: new Date(iat), domain, uri, statement, version: '1' }),
    ),
    getNonce: vi.fn(async () => 'legacyNonce1'),
    verifyMessage: vi.fn(async ({ message, signature }: { message: string; signature: string }) => {
      const parsed = parseSiweMessage(message)
      if (!parsed.address || !(await verifyMessage({ address: parsed.address, message, signature: signature as Hex }))) return false
      session = { address: parsed.address, chainId: parsed.chainId ?? 0 }
      return true
    }),
    getSession: vi.fn(async () => session),
    signOut: vi.fn(async () => {
      session = null
      return true
    }),
    onSignIn: vi.fn(),
    onSignOut: vi.fn(),
    ...overrides,
  }
  return config
}

describe('siweConfigToSiwx', () => {
  it("signs in through the host's functions and reads the backend's session", async () => {
    const config = legacyConfig()
    const siwx = siweConfigToSiwx(config)!
    const session = await signInWithSiwx(siwx, { chainId: 'eip155:31337', ...signer })
    expect(config.getNonce).toHaveBeenCalledWith(account.address)
    expect(config.createMessage).toHaveBeenCalledWith(expect.objectContaining({ address: `did:pkh:eip155:31337:${account.address}`, chainId: 31337, nonce: 'legacyNonce1', version: '1' }))
    expect(session.data).toMatchObject({ accountAddress: account.address, chainId: 'eip155:31337', domain: 'app.example', nonce: 'legacyNonce1', statement: 'Legacy sign-in.' })
    expect(config.onSignIn).toHaveBeenCalledWith({ address: account.address, chainId: 31337 })
    expect(await siwx.getSessions('eip155:31337', account.address.toLowerCase())).toEqual([session])
    expect(await siwx.getSessions('eip155:1', account.address)).toEqual([])
    await siwx.revokeSession('eip155:31337', account.address)
    expect(config.signOut).toHaveBeenCalled()
    expect(config.onSignOut).toHaveBeenCalled()
    expect(await siwx.getSessions('eip155:31337', account.address)).toEqual([])
  })

  it("reports the backend's session after a reload, as far as it is known", async () => {
    const config = legacyConfig({ getSession: async () => ({ address: account.address, chainId: 1 }) })
    const siwx = siweConfigToSiwx(config)!
    const [session] = await siwx.getSessions('eip155:1', account.address)
    expect(session?.data).toMatchObject({ accountAddress: account.address, chainId: 'eip155:1' })
    expect(await siweConfigToSiwx({ ...config, signOutOnNetworkChange: false })!.getSessions('eip155:10', account.address)).toHaveLength(1)
  })

  it('refuses a session the backend does not verify', async () => {
    const config = legacyConfig({ verifyMessage: async () => false })
    const siwx = siweConfigToSiwx(config)!
    await expect(signInWithSiwx(siwx, { chainId: 'eip155:1', ...signer })).rejects.toMatchObject({ code: 'SIWX_INVALID_SESSION' })
  })

  it('refuses networks outside eip155 and outside its chains', async () => {
    const siwx = siweConfigToSiwx(legacyConfig())!
    await expect(siwx.createMessage({ chainId: 'solana:localnet', accountAddress: 'x' })).rejects.toMatchObject({ code: 'SIWX_UNSUPPORTED_CHAIN' })
    await expect(siwx.createMessage({ chainId: 'eip155:10', accountAddress: account.address })).rejects.toMatchObject({ code: 'SIWX_UNSUPPORTED_CHAIN' })
  })

  it('keeps required and signOutOnDisconnect, is off when disabled, and names a missing function', () => {
    expect(siweConfigToSiwx(legacyConfig())?.getRequired?.()).toBe(true)
    expect(siweConfigToSiwx(legacyConfig({ required: false, signOutOnDisconnect: false }))).toMatchObject({ signOutOnDisconnect: false })
    expect(siweConfigToSiwx(legacyConfig({ required: false }))?.getRequired?.()).toBe(false)
    expect(siweConfigToSiwx(legacyConfig({ enabled: false }))).toBeUndefined()
    const { verifyMessage: _, ...incomplete } = legacyConfig()
    expect(() => siweConfigToSiwx(incomplete)).toThrow(/^Invalid createAppKit options: siweConfig: .*verifyMessage/)
  })

  it('refuses an invalid answer from the host', async () => {
    const siwx = siweConfigToSiwx(legacyConfig({ getNonce: async () => 42 as unknown as string }))!
    await expect(siwx.createMessage({ chainId: 'eip155:1', accountAddress: account.address })).rejects.toThrow('siweConfig.getNonce() answered an invalid value')
  })
})
