import { ConfigError } from '@portico/kernel'
import { Connector, decode } from '@portico/kernel/extend'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkAdapterInstance } from '../../../kernel/src/adapters/checkAdapterInstance.ts'
import { embeddedWallet } from './embeddedWallet.ts'
import { embeddedWalletAlerts } from './embeddedWalletAlerts.ts'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import { frameProtocolVersion } from './frameProtocolVersion.ts'
import { loadEmbeddedWallet } from './testing/loadEmbeddedWallet.ts'
import { ScriptedFrame } from './testing/ScriptedFrame.ts'
import { recordingEmbeddedContext, testNetworks } from './testing/recordingEmbeddedContext.ts'
import { embeddedStorage } from './embeddedStorage.ts'

const loginStorage = { emailLoginUsed: true, email: 'ada@example.com', lastUsedChainId: 'eip155:137', connectedSocialUsername: 'ada' }
const loginKeys = ['@portico/emailLoginUsed', '@portico/email', '@portico/lastUsedChainId', '@portico/connectedSocialUsername']

describe('embeddedWallet()', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is a plain connector definition whose loaded adapter keeps the contract and offers the AUTH connector', async () => {
    const definition = embeddedWallet({ frameUrl: 'https://secure.example/' })
    expect(Object.getPrototypeOf(definition)).toBe(Object.prototype)
    expect(definition).toMatchObject({ kind: 'connector', id: 'embeddedWallet', namespaces: ['eip155', 'solana'] })
    const { adapter } = await loadEmbeddedWallet()
    expect(checkAdapterInstance(definition, adapter)).toEqual([])
    const connectors = adapter.getConnectors()
    expect(connectors).toEqual([{ id: 'ID_AUTH', type: 'AUTH', name: 'Email & Socials', namespaces: ['eip155', 'solana'] }])
    expect(decode(Connector, connectors[0]).ok).toBe(true)
    const evmOnly = await loadEmbeddedWallet({ networks: testNetworks.filter((network) => network.chainNamespace === 'eip155') })
    expect(evmOnly.adapter.getConnectors()[0]?.namespaces).toEqual(['eip155'])
    expect(evmOnly.adapter.capabilities).toEqual(['eip155:embeddedWallet'])
  })

  it('refuses wrong options with a ConfigError naming the field', async () => {
    const load = (options: unknown, context = recordingEmbeddedContext()) => embeddedWallet(options as { frameUrl: string }).load(context)
    await expect(load({})).rejects.toBeInstanceOf(ConfigError)
    await expect(load({})).rejects.toThrow(/frameUrl/)
    await expect(load({ frameUrl: 'javascript:alert(1)' })).rejects.toThrow(/frameUrl/)
    await expect(load({ frameUrl: 'https://secure.example', loadTimeoutMs: -1 })).rejects.toThrow(/loadTimeoutMs/)
    await expect(load({ frameUrl: 'https://secure.example', mount: 'iframe' })).rejects.toThrow(/mount/)
    const withoutProject = { ...recordingEmbeddedContext(), projectId: undefined }
    await expect(load({ frameUrl: 'https://secure.example' }, withoutProject)).rejects.toThrow('embeddedWallet() needs a projectId')
  })

  it('creates the frame lazily: not at load, on the first request, once, with SPEC §7 query', async () => {
    const { adapter, frame } = await loadEmbeddedWallet()
    expect(frame.mounts).toEqual([])
    expect(adapter.getProvider('eip155')).toBeUndefined()
    const answer = adapter.connectEmail('ada@example.com')
    expect(frame.mounts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(500)
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
    await adapter.connectOtp('123456')
    expect(frame.mounts).toHaveLength(1)
    const src = new URL(frame.mounts[0] ?? '')
    expect(src.origin + src.pathname).toBe('https://secure.example/frame')
    expect(Object.fromEntries(src.searchParams)).toEqual({ projectId: 'test-project', chainId: '1', version: '4', enableLogger: 'false' })
  })

  it("passes the app's locale in the frame URL, so the frame shows its texts in it", async () => {
    const { adapter, frame } = await loadEmbeddedWallet({ options: { locale: 'de-DE' } })
    void adapter.connectEmail('ada@example.com').catch(() => undefined)
    expect(new URL(frame.mounts[0] ?? '').searchParams.get('locale')).toBe('de-DE')
  })

  it("takes the locale the host gave createAppKit from its context when the adapter's options give none", async () => {
    const frame = new ScriptedFrame()
    const adapter = await embeddedWallet({ frameUrl: 'https://secure.example/frame', mount: frame.mount }).load({ ...recordingEmbeddedContext(), locale: 'ja' })
    void adapter.connectEmail('ada@example.com').catch(() => undefined)
    expect(new URL(frame.mounts[0] ?? '').searchParams.get('locale')).toBe('ja')
    adapter.destroy()
  })

  it('creates the frame at load when an e-mail login was used before, on the last used chain', async () => {
    const { adapter, frame } = await loadEmbeddedWallet({ stored: loginStorage })
    expect(frame.mounts).toHaveLength(1)
    expect(new URL(frame.mounts[0] ?? '').searchParams.get('chainId')).toBe('137')
    expect(adapter.getProvider('eip155')).toBeDefined()
    expect(adapter.getProvider('solana')).toBeDefined()
    expect(adapter.getProvider('bip122')).toBeUndefined()
  })

  it('is ready 500 ms after READY, then syncs the dapp data and the theme', async () => {
    const { adapter, frame } = await loadEmbeddedWallet({ frame: { autoReady: false } })
    const answer = adapter.connectEmail('ada@example.com')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(frame.requests).toEqual([])
    frame.host?.announceReady()
    await vi.advanceTimersByTimeAsync(499)
    expect(frame.requests).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(frame.requests.map((request) => request.type)).toEqual([types.SYNC_DAPP_DATA, types.SYNC_THEME, types.CONNECT_EMAIL])
    expect(frame.received(types.SYNC_DAPP_DATA).map((request) => request.payload)).toEqual([
      { metadata: { name: 'Test App', description: 'A test', url: 'https://app.example', icons: [] }, sdkVersion: '1.7.7', sdkType: 'portico', projectId: 'test-project' },
    ])
  })

  it('follows the host theme: AppKit\'s --w3m-* variables in their own map, each change synced while the frame is ready', async () => {
    const { adapter, frame, context } = await loadEmbeddedWallet()
    context.setTheme({ themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000', '--pc-radius-master': '6px' } })
    expect(frame.received(types.SYNC_THEME)).toEqual([])
    const answer = adapter.connectEmail('ada@example.com')
    await vi.advanceTimersByTimeAsync(500)
    await answer
    expect(frame.received(types.SYNC_THEME).map((request) => request.payload)).toEqual([
      { themeMode: 'light', themeVariables: { '--pc-radius-master': '6px' }, w3mThemeVariables: { '--w3m-accent': '#ff0000' } },
    ])
    context.setTheme({ themeMode: 'dark', themeVariables: {} })
    await vi.advanceTimersByTimeAsync(0)
    expect(frame.received(types.SYNC_THEME).map((request) => request.payload)).toHaveLength(2)
    expect(frame.received(types.SYNC_THEME)[1]?.payload).toEqual({ themeMode: 'dark', themeVariables: {}, w3mThemeVariables: {} })
    adapter.destroy()
    context.setTheme({ themeMode: 'light', themeVariables: {} })
    expect(frame.received(types.SYNC_THEME)).toHaveLength(2)
  })

  it('aborts the waiting requests when the frame does not load in 20 s, with the SPEC §8 alert and event; the next request mounts again', async () => {
    const { adapter, frame, context, events } = await loadEmbeddedWallet({ frame: { autoReady: false } })
    const answer = adapter.connectEmail('ada@example.com').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(context.alerts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await expect(answer).resolves.toMatchObject({ code: 'FRAME_REQUEST_ABORTED', shortMessage: 'Something went wrong' })
    expect(context.alerts).toEqual([embeddedWalletAlerts.loadFailed])
    expect(context.alerts[0]?.title).toBe('Network Error - could not load the embedded wallet')
    expect(events).toEqual([{ type: 'iframe_load_failed' }])
    expect(context.tracked).toEqual([{ event: 'iframe_load_failed', properties: undefined }])
    void adapter.connectEmail('ada@example.com').catch(() => undefined)
    expect(frame.mounts).toHaveLength(2)
    expect(frame.removed).toBe(1)
  })

  it('SPEC §9: checks the frame protocol version of the ready event: another major version is refused with the load alert; the same, a minor one or none is taken', async () => {
    const { adapter, frame, context, events } = await loadEmbeddedWallet({ frame: { autoReady: false } })
    const refused = adapter.connectEmail('ada@example.com').catch((error: unknown) => error)
    frame.host?.announceReady(String(Number(frameProtocolVersion) + 1))
    await vi.advanceTimersByTimeAsync(500)
    await expect(refused).resolves.toMatchObject({ code: 'FRAME_VERSION_UNSUPPORTED', shortMessage: 'Something went wrong' })
    expect(context.alerts).toEqual([embeddedWalletAlerts.incompatibleFrame])
    expect(context.alerts[0]?.title).toBe('Network Error - could not load the embedded wallet')
    expect(events).toEqual([{ type: 'iframe_load_failed' }])
    expect(frame.requests).toEqual([])
    // The next request mounts a new frame, which this time speaks the protocol.
    const retried = adapter.connectEmail('ada@example.com')
    expect(frame.mounts).toHaveLength(2)
    frame.host?.announceReady()
    await vi.advanceTimersByTimeAsync(500)
    await expect(retried).resolves.toEqual({ action: 'VERIFY_OTP' })
    // A minor version of this protocol, or none (it is optional), is taken too.
    for (const version of [`${frameProtocolVersion}.3`, null]) {
      const other = await loadEmbeddedWallet({ frame: { autoReady: false } })
      const answer = other.adapter.connectEmail('ada@example.com')
      other.frame.host?.announceReady(version)
      await vi.advanceTimersByTimeAsync(500)
      await expect(answer).resolves.toEqual({ action: 'VERIFY_OTP' })
      other.adapter.destroy()
    }
  })

  it('times connect e-mail out after 30 s with the SPEC §8 alert and event', async () => {
    const { adapter, context, events } = await loadEmbeddedWallet({ frame: { answer: (request) => (request.type === types.CONNECT_EMAIL ? 'hold' : undefined) } })
    const answer = adapter.connectEmail('ada@example.com').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(500 + 29_999)
    expect(context.alerts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await expect(answer).resolves.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT', shortMessage: 'Something went wrong' })
    expect(context.alerts.map((alert) => alert.title)).toEqual(['Embedded Wallet Request Timed Out'])
    expect(events).toEqual([{ type: 'iframe_request_timeout', requestType: types.CONNECT_EMAIL }])
  })

  it('times the Farcaster URI out silently, and never times out the Farcaster approval', async () => {
    const hold = new Set<string>([types.GET_FARCASTER_URI, types.CONNECT_FARCASTER])
    const { adapter, context, events } = await loadEmbeddedWallet({ frame: { answer: (request) => (hold.has(request.type) ? 'hold' : undefined) } })
    const uri = adapter.getFarcasterUri().catch((error: unknown) => error)
    let approved = false
    void adapter.connectFarcaster().finally(() => (approved = true))
    await vi.advanceTimersByTimeAsync(500 + 30_000)
    await expect(uri).resolves.toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT' })
    expect(context.alerts).toEqual([])
    expect(events).toEqual([])
    await vi.advanceTimersByTimeAsync(600_000)
    expect(approved).toBe(false)
  })

  it('connects by e-mail: the code gives a session, the providers appear and the used flag is set', async () => {
    const { adapter, context } = await loadEmbeddedWallet()
    const steps = (async () => {
      expect(await adapter.connectEmail('ada@example.com')).toEqual({ action: 'VERIFY_OTP' })
      await adapter.connectOtp('123456')
    })()
    await vi.advanceTimersByTimeAsync(500)
    await steps
    expect(context.storage.read(embeddedStorage.emailLoginUsed)).toBe(true)
    expect(adapter.getProvider('eip155')).toBeDefined()
    await expect(adapter.updateEmail('new@example.com')).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    await expect(adapter.updateEmailSecondaryOtp('654321')).resolves.toEqual({ newEmail: 'new@example.com' })
    await expect(adapter.getSocialRedirectUri('github')).resolves.toEqual({ uri: 'https://auth.example/github' })
    await expect(adapter.getSocialRedirectUri('myspace')).rejects.toMatchObject({ code: 'FRAME_MESSAGE_INVALID' })
    await expect(adapter.connectSocial('https://auth.example/back?code=1')).resolves.toMatchObject({ userName: 'ada', email: null })
  })

  it('signs out (SPEC §4): the frame is told and the login is forgotten; sign-out waits at most 3 s', async () => {
    const held = await loadEmbeddedWallet({ stored: loginStorage, frame: { answer: (request) => (request.type === types.SIGN_OUT ? 'hold' : undefined) } })
    let done = false
    void held.adapter.signOut().then(() => (done = true))
    for (const key of loginKeys) expect(held.context.stored.has(key)).toBe(false)
    await vi.advanceTimersByTimeAsync(2_999)
    expect(held.frame.received(types.SIGN_OUT)).toHaveLength(1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    expect(held.adapter.getProvider('eip155')).toBeUndefined()

    const { adapter, frame, context } = await loadEmbeddedWallet({ stored: loginStorage })
    const disconnected = adapter.disconnect('ID_AUTH')
    await vi.advanceTimersByTimeAsync(500)
    await disconnected
    expect(frame.received(types.SIGN_OUT)).toHaveLength(1)
    for (const key of loginKeys) expect(context.stored.has(key)).toBe(false)
  })

  it('forgets the login when the is-connected check says no or fails (SPEC §4)', async () => {
    const no = await loadEmbeddedWallet({ stored: loginStorage })
    const answer = no.adapter.isConnected()
    await vi.advanceTimersByTimeAsync(500)
    await expect(answer).resolves.toBe(false)
    for (const key of loginKeys) expect(no.context.stored.has(key)).toBe(false)

    const failing = await loadEmbeddedWallet({ stored: loginStorage, frame: { answer: (request, host) => (request.type === types.IS_CONNECTED ? (host.fail(request, 'boom'), 'handled') : undefined) } })
    const failed = failing.adapter.isConnected()
    await vi.advanceTimersByTimeAsync(500)
    await expect(failed).resolves.toBe(false)
    for (const key of loginKeys) expect(failing.context.stored.has(key)).toBe(false)

    const yes = await loadEmbeddedWallet({ stored: loginStorage })
    yes.frame.connected = true
    const connected = yes.adapter.isConnected()
    await vi.advanceTimersByTimeAsync(500)
    await expect(connected).resolves.toBe(true)
    expect(yes.context.storage.read(embeddedStorage.email)).toBe('ada@example.com')
  })

  it('sets the preferred account type, falling back to eoa when the frame fails (SPEC §4)', async () => {
    const { adapter, context } = await loadEmbeddedWallet({ stored: loginStorage })
    const changed = adapter.setPreferredAccountType('smartAccount')
    await vi.advanceTimersByTimeAsync(500)
    await expect(changed).resolves.toBe('smartAccount')
    expect(context.storage.read(embeddedStorage.preferredAccountTypes)).toEqual({ eip155: 'smartAccount' })
    // The host starts its users on smart accounts (SPEC §3's default): no notice.
    expect(context.snacks).toEqual([])

    const eoaHost = await loadEmbeddedWallet({ stored: loginStorage })
    eoaHost.context.defaultAccountTypes = { ...eoaHost.context.defaultAccountTypes, eip155: 'eoa' }
    const warned = eoaHost.adapter.setPreferredAccountType('smartAccount')
    await vi.advanceTimersByTimeAsync(500)
    await expect(warned).resolves.toBe('smartAccount')
    expect(eoaHost.context.snacks).toEqual(['error: This application might not support Smart Accounts'])

    const failing = await loadEmbeddedWallet({ frame: { answer: (request, host) => (request.type === types.SET_PREFERRED_ACCOUNT ? (host.fail(request, 'no'), 'handled') : undefined) } })
    const fallback = failing.adapter.setPreferredAccountType('smartAccount')
    await vi.advanceTimersByTimeAsync(500)
    await expect(fallback).resolves.toBe('eoa')
    expect(failing.context.storage.read(embeddedStorage.preferredAccountTypes)).toEqual({ eip155: 'eoa' })
  })

  it('stores the smart-account networks as a comma list, and an empty list on error (SPEC §4)', async () => {
    const { adapter, context } = await loadEmbeddedWallet()
    const networks = adapter.getSmartAccountEnabledNetworks()
    await vi.advanceTimersByTimeAsync(500)
    await expect(networks).resolves.toEqual([1, 137])
    expect(context.storage.read(embeddedStorage.smartAccountEnabledNetworks)).toBe('1,137')

    const failing = await loadEmbeddedWallet({
      stored: { smartAccountEnabledNetworks: '1' },
      frame: { answer: (request, host) => (request.type === types.GET_SMART_ACCOUNT_ENABLED_NETWORKS ? (host.fail(request), 'handled') : undefined) },
    })
    const none = failing.adapter.getSmartAccountEnabledNetworks()
    await vi.advanceTimersByTimeAsync(500)
    await expect(none).resolves.toEqual([])
    expect(failing.context.storage.read(embeddedStorage.smartAccountEnabledNetworks)).toBe('')
  })

  it('reloads: posts RELOAD, is ready again 500 ms later and syncs the dapp data again', async () => {
    const { adapter, frame } = await loadEmbeddedWallet({ stored: loginStorage })
    await vi.advanceTimersByTimeAsync(500)
    expect(frame.received(types.SYNC_DAPP_DATA)).toHaveLength(1)
    let reloaded = false
    void adapter.reload().then(() => (reloaded = true))
    await vi.advanceTimersByTimeAsync(499)
    expect(frame.received(types.RELOAD)).toHaveLength(1)
    expect(reloaded).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(reloaded).toBe(true)
    expect(frame.received(types.SYNC_DAPP_DATA)).toHaveLength(2)
  })

  it('raises Session Expired when the frame refuses the session (SESSION_EXPIRED), whatever its text', async () => {
    const { adapter, context } = await loadEmbeddedWallet({
      frame: { answer: (request, host) => (request.type === types.GET_USER ? (host.fail(request, 'JWT validation error: JWT Token is not yet valid', undefined, 'SESSION_EXPIRED'), 'handled') : undefined) },
    })
    const login = adapter.connectOtp('123456')
    await vi.advanceTimersByTimeAsync(500)
    await login
    const accounts = (adapter.getProvider('eip155') as { request: (args: { method: string }) => Promise<unknown> }).request({ method: 'eth_requestAccounts' })
    await expect(accounts).rejects.toMatchObject({ name: 'ProviderError', shortMessage: 'JWT validation error: JWT Token is not yet valid' })
    expect(context.alerts.map((alert) => alert.title)).toEqual(['Session Expired'])
  })

  it('raises the unverified-domain alert when the frame does not serve the app\'s origin', async () => {
    const { adapter, context } = await loadEmbeddedWallet({
      frame: { answer: (request, host) => (host.fail(request, 'Unauthorized: origin not allowed', 4100, 'ORIGIN_NOT_ALLOWED'), 'handled') },
    })
    const answer = adapter.connectEmail('ada@example.com').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(500)
    await expect(answer).resolves.toMatchObject({ shortMessage: 'Unauthorized: origin not allowed', rpcCode: 4100, reason: 'ORIGIN_NOT_ALLOWED' })
    expect(context.alerts.map((alert) => alert.title)).toEqual(['Unverified domain'])
  })

  it('destroy removes the frame and rejects what waits', async () => {
    const { adapter, frame } = await loadEmbeddedWallet({ frame: { autoReady: false } })
    const answer = adapter.connectOtp('123456').catch((error: unknown) => error)
    adapter.destroy()
    await expect(answer).resolves.toMatchObject({ code: 'FRAME_CLOSED' })
    expect(frame.removed).toBe(1)
    await expect(adapter.connectEmail('ada@example.com')).rejects.toMatchObject({ code: 'FRAME_CLOSED' })
    await vi.advanceTimersByTimeAsync(60_000)
  })
})
