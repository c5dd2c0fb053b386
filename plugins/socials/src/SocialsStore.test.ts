import { createAppKit } from '@portico/kernel'
import type { ConnectorAdapterDefinition } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { SocialsStore } from './SocialsStore.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]

type Loaded = Awaited<ReturnType<ConnectorAdapterDefinition['load']>>
type SocialLogin = NonNullable<NonNullable<Loaded['extensions']>['socialLogin']>

/**
 * An AUTH connector adapter whose Farcaster URL arrives and whose approval never comes; it counts
 * reloads. `overrides` (called at each load) replaces some of its social login's methods.
 */
function farcasterFrame(overrides: () => Partial<SocialLogin> = () => ({})) {
  const calls: string[] = []
  const definition: ConnectorAdapterDefinition = {
    kind: 'connector',
    id: 'embedded-under-test',
    namespaces: ['eip155'],
    load: async () => ({
      namespaces: ['eip155'],
      capabilities: [],
      getConnectors: () => [{ id: 'ID_AUTH', type: 'AUTH', name: 'Email & Socials', namespaces: ['eip155'] }],
      getProvider: () => undefined,
      extensions: {
        socialLogin: {
          getSocialRedirectUri: async () => ({ uri: 'http://127.0.0.1:8557/oauth/authorize' }),
          connectSocial: async () => ({}),
          getFarcasterUri: async () => ({ url: 'http://127.0.0.1:8557/farcaster/approve?channel=c1' }),
          connectFarcaster: () => new Promise(() => {}),
          reload: async () => void calls.push('reload'),
          ...overrides(),
        },
      },
    }),
  }
  return { definition, calls }
}

/** A SocialsStore on `appKit`'s real stores, as the plugin's setup makes it (test texts). */
function storeOf(appKit: ReturnType<typeof createAppKit>, schedule?: (run: () => void, ms: number) => void): SocialsStore {
  const { store: root } = appKit
  return new SocialsStore({
    context: {
      adapters: root.adapters,
      router: root.router,
      connections: root.connections,
      features: root.config.features,
      modal: { open: root.modal.open, embedded: root.modal.embedded, requestClose: () => root.requestClose(), addCloseGuard: (guard) => root.modal.addCloseGuard(guard) },
    },
    storage: root.storage,
    texts: { popupBlocked: 'blocked', unavailable: 'unavailable' },
    ...(schedule ? { schedule } : {}),
  })
}

describe('SocialsStore: leaving ConnectingFarcaster (SPEC §2)', () => {
  it('without an account: the URL is cleared and the frame reloads 100 ms later', async () => {
    const frame = farcasterFrame()
    const appKit = createAppKit({ projectId: 'p', networks, adapters: [frame.definition] })
    await appKit.store.adapters.ensureLoaded()
    const scheduled: number[] = []
    let run: (() => void) | undefined
    const store = storeOf(appKit, (task, ms) => {
      scheduled.push(ms)
      run = task
    })
    void store.connectFarcaster()
    await expect.poll(() => store.farcasterUrl).toBe('http://127.0.0.1:8557/farcaster/approve?channel=c1')
    store.leaveFarcaster()
    expect(store.farcasterUrl).toBeUndefined()
    expect(scheduled).toEqual([100])
    expect(frame.calls).toEqual([])
    run?.()
    await expect.poll(() => frame.calls).toEqual(['reload'])
    appKit.destroy()
  })
})

describe('SocialsStore: a login chosen again before the frame reloads (SPEC §2: 100 ms after leaving)', () => {
  it('asks the frame only once the reload is done, which would otherwise drop the request', async () => {
    const frame = farcasterFrame(() => ({
      getFarcasterUri: async () => {
        frame.calls.push('uri')
        return { url: `http://127.0.0.1:8557/farcaster/approve?channel=c${frame.calls.length}` }
      },
      getSocialRedirectUri: async () => {
        frame.calls.push('redirect')
        return { uri: 'http://127.0.0.1:8557/oauth/authorize' }
      },
    }))
    const appKit = createAppKit({ projectId: 'p', networks, adapters: [frame.definition] })
    await appKit.store.adapters.ensureLoaded()
    const due: Array<() => void> = []
    const store = storeOf(appKit, (task) => void due.push(task))
    void store.connectFarcaster()
    await expect.poll(() => store.farcasterUrl).toBeDefined()
    // Left, and chosen again within the 100 ms.
    store.leaveFarcaster()
    void store.connectFarcaster()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(store.farcasterUrl).toBeUndefined()
    due.shift()?.()
    await expect.poll(() => frame.calls).toEqual(['uri', 'reload', 'uri'])
    await expect.poll(() => store.farcasterUrl).toBe('http://127.0.0.1:8557/farcaster/approve?channel=c3')
    // The same for a popup login chosen right after leaving.
    store.leaveFarcaster()
    const popup = { closed: false, close: () => undefined, location: { href: 'about:blank' } }
    void store.connectWithPopup('google', popup, new AbortController().signal)
    await new Promise((resolve) => setTimeout(resolve, 20))
    due.shift()?.()
    await expect.poll(() => frame.calls).toEqual(['uri', 'reload', 'uri', 'reload', 'redirect'])
    appKit.destroy()
  })
})

describe('SocialsStore: a login chosen before the embedded wallet\'s adapter has loaded', () => {
  it('waits for the adapter, connecting meanwhile, instead of failing as unavailable', async () => {
    const frame = farcasterFrame()
    let release: () => void = () => {}
    const arrived = new Promise<void>((resolve) => (release = resolve))
    const definition: ConnectorAdapterDefinition = {
      ...frame.definition,
      load: async (context) => {
        await arrived
        return frame.definition.load(context)
      },
    }
    const appKit = createAppKit({ projectId: 'p', networks, adapters: [definition] })
    const { store: root } = appKit
    const store = storeOf(appKit)
    void store.connectFarcaster()
    expect(store.status).toBe('connecting')
    await expect.poll(() => root.adapters.status).toBe('loading')
    expect([store.status, store.error, store.farcasterUrl]).toEqual(['connecting', undefined, undefined])
    release()
    await expect.poll(() => store.farcasterUrl).toBe('http://127.0.0.1:8557/farcaster/approve?channel=c1')
    expect(store.error).toBeUndefined()
    appKit.destroy()
  })
})

describe('SocialsStore: a second Farcaster login', () => {
  it('shows no code until the frame gives the new URL, never the earlier login\'s answered channel', async () => {
    const urls = ['http://127.0.0.1:8557/farcaster/approve?channel=c1', 'http://127.0.0.1:8557/farcaster/approve?channel=c2']
    let second: (() => void) | undefined
    const { definition } = farcasterFrame(() => {
      let calls = 0
      return {
        getFarcasterUri: async () => {
          calls += 1
          if (calls === 2) await new Promise<void>((resolve) => (second = resolve))
          return { url: urls[calls - 1] ?? '' }
        },
      }
    })
    const appKit = createAppKit({ projectId: 'p', networks, adapters: [definition] })
    await appKit.store.adapters.ensureLoaded()
    const store = storeOf(appKit)
    void store.connectFarcaster()
    await expect.poll(() => store.farcasterUrl).toBe(urls[0])
    void store.connectFarcaster()
    expect(store.farcasterUrl).toBeUndefined()
    await expect.poll(() => second).toBeDefined()
    expect(store.farcasterUrl).toBeUndefined()
    second?.()
    await expect.poll(() => store.farcasterUrl).toBe(urls[1])
    appKit.destroy()
  })
})

describe('SocialsStore: an earlier login that fails late', () => {
  it('leaves the current login as it is: a Google login whose redirect address timed out after Farcaster was chosen, and a Farcaster login left, then chosen again', async () => {
    const failures: Array<(error: Error) => void> = []
    // The frame never answers in time: each request fails when the test says.
    const { definition } = farcasterFrame(() => ({
      getSocialRedirectUri: () => new Promise((_resolve, reject) => failures.push(reject)),
      connectFarcaster: () => new Promise((_resolve, reject) => failures.push(reject)),
    }))
    const appKit = createAppKit({ projectId: 'p', networks, adapters: [definition] })
    await appKit.store.adapters.ensureLoaded()
    const store = storeOf(appKit, (run) => run())
    const popup = {
      closed: false,
      close() {
        popup.closed = true
      },
      location: { href: 'about:blank' },
    }
    const google = store.connectWithPopup('google', popup, new AbortController().signal)
    await expect.poll(() => failures.length).toBe(1)
    void store.connectFarcaster()
    await expect.poll(() => store.farcasterUrl).toBe('http://127.0.0.1:8557/farcaster/approve?channel=c1')
    // Google's request times out while Farcaster's code shows.
    failures[0]?.(new Error('Request timed out'))
    await google
    expect({ status: store.status, error: store.error, url: store.farcasterUrl }).toEqual({ status: 'connecting', error: undefined, url: 'http://127.0.0.1:8557/farcaster/approve?channel=c1' })
    expect(popup.closed).toBe(true)
    // Farcaster left, then chosen again: the first Farcaster login failing late leaves the second's code.
    store.leaveFarcaster()
    const second = store.connectFarcaster()
    await expect.poll(() => failures.length).toBe(3)
    failures[1]?.(new Error('Request timed out'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect({ status: store.status, url: store.farcasterUrl }).toEqual({ status: 'connecting', url: 'http://127.0.0.1:8557/farcaster/approve?channel=c1' })
    // Positive control: the current login's own failure shows.
    failures[2]?.(new Error('Request timed out'))
    await second
    expect({ status: store.status, error: store.error }).toEqual({ status: 'error', error: 'Request timed out' })
    appKit.destroy()
  })
})
