import { createAppKit } from '@portico/kernel'
import type { AnalyticsEvent, AppKit } from '@portico/kernel'
import { mainnet } from '@portico/kernel/networks'
import { runInAction } from 'mobx'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeChainAdapter } from '../../../kernel/src/adapters/testing/fakeChainAdapter.ts'
import { defaultSiwx } from './defaultSiwx.ts'
import { memoryStorage } from './memoryStorage.ts'
import type { Siwx } from './Siwx.ts'
import { signInWithSiwx } from './signInWithSiwx.ts'
import { siwxPlugin } from './siwxPlugin.ts'

const running: AppKit[] = []
afterEach(() => {
  for (const appKit of running.splice(0)) appKit.destroy()
})

/** A Portico instance with SIWX and the kernel's fake EVM wallet (which connects, and cannot sign). */
async function siwxKit(siwx: Siwx): Promise<{ appKit: AppKit; events: AnalyticsEvent[] }> {
  const wallet = fakeChainAdapter()
  const appKit = createAppKit({ projectId: 'siwx-test', networks: [mainnet], adapters: [wallet.definition], plugins: [siwxPlugin()], siwx })
  running.push(appKit)
  const events: AnalyticsEvent[] = []
  appKit.on('analytics', (event) => {
    if (/SIWX/.test(event.data.event)) events.push(event)
  })
  await appKit.ready
  return { appKit, events }
}

const siwxOptions = { domain: 'app.example', uri: 'https://app.example', storage: memoryStorage(), required: true }

describe('SPEC §8 SIWX errors', () => {
  it('signInWithSiwx without SIWX throws "SIWX is not enabled"', async () => {
    const signMessage = () => Promise.resolve('0x')
    await expect(signInWithSiwx(undefined, { chainId: 'eip155:1', accountAddress: '0x52908400098527886E0F7030069857D2E4169EE7', signMessage })).rejects.toMatchObject({
      shortMessage: 'SIWX is not enabled',
      code: 'SIWX_NOT_ENABLED',
    })
  })

  it('signIn on an unsupported network throws "No ActiveCaipNetwork or client found"', async () => {
    const { appKit } = await siwxKit(defaultSiwx(siwxOptions))
    await appKit.store.adapters.connect('eip155-wallet')
    runInAction(() => appKit.store.networks.setActive('eip155', 'eip155:999999'))
    await expect(appKit.store.plugins.get('siwx')!.signIn()).rejects.toMatchObject({ shortMessage: 'No ActiveCaipNetwork or client found', code: 'SIWX_NO_NETWORK' })
  })

  it('signIn with a wallet whose chain adapter cannot sign throws "No ConnectionController client found"', async () => {
    const { appKit } = await siwxKit(defaultSiwx(siwxOptions))
    await appKit.store.adapters.connect('eip155-wallet')
    await expect(appKit.store.plugins.get('siwx')!.signIn()).rejects.toMatchObject({ shortMessage: 'No ConnectionController client found', code: 'SIWX_NO_CLIENT' })
  })

  it('sessions that cannot be read: "A problem occurred while trying initialize authentication", disconnected, reset to Connect', async () => {
    const siwx: Siwx = { ...defaultSiwx(siwxOptions), getSessions: () => Promise.reject(new Error('the session server is down')) }
    const { appKit, events } = await siwxKit(siwx)
    await appKit.open({ view: 'Networks' })
    await appKit.store.adapters.connect('eip155-wallet')
    await expect.poll(() => appKit.store.snack.message).toBe('A problem occurred while trying initialize authentication')
    expect(appKit.store.snack.variant).toBe('error')
    expect(appKit.store.connections.isConnected).toBe(false)
    expect(appKit.store.router.history.map((entry) => entry.view)).toEqual(['Connect'])
    expect(events.map((event) => [event.data.event, event.data.properties])).toEqual([['SIWX_AUTH_ERROR', { network: 'eip155:1', declined: false }]])
  })
})
