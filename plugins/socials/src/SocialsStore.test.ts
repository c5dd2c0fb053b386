import { createAppKit } from '@portico/kernel'
import type { ConnectorAdapterDefinition } from '@portico/kernel/extend'
import { describe, expect, it } from 'vitest'
import { SocialsStore } from './SocialsStore.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]

/** An AUTH connector adapter whose Farcaster URL arrives and whose approval never comes; it counts reloads. */
function farcasterFrame() {
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
        },
      },
    }),
  }
  return { definition, calls }
}

describe('SocialsStore: leaving ConnectingFarcaster (SPEC §2)', () => {
  it('without an account: the URL is cleared and the frame reloads 100 ms later', async () => {
    const frame = farcasterFrame()
    const appKit = createAppKit({ projectId: 'p', networks, adapters: [frame.definition] })
    await appKit.store.adapters.ensureLoaded()
    const scheduled: number[] = []
    let run: (() => void) | undefined
    const { store: root } = appKit
    const store = new SocialsStore({
      context: {
        adapters: root.adapters,
        router: root.router,
        connections: root.connections,
        features: root.config.features,
        modal: { open: root.modal.open, embedded: root.modal.embedded, requestClose: () => root.requestClose(), addCloseGuard: (guard) => root.modal.addCloseGuard(guard) },
      },
      storage: appKit.store.storage,
      texts: { popupBlocked: 'blocked', unavailable: 'unavailable' },
      schedule: (task, ms) => {
        scheduled.push(ms)
        run = task
      },
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
