import { createAppKit } from '@portico/kernel'
import type { AnalyticsEvent, AppKit } from '@portico/kernel'
import { evm } from '@portico/adapter-evm'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { TestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import { createSiwxServer } from './server/createSiwxServer.ts'
import { defaultSiwx } from './defaultSiwx.ts'
import { memoryStorage } from './memoryStorage.ts'
import type { SiwxStorage } from './SiwxStorage.ts'
import type { SiwxStore } from './SiwxStore.ts'
import { siwxPlugin } from './siwxPlugin.ts'

const chain = await startAnvil({ chainId: 31337 })
afterAll(() => chain.stop())
const network = { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } }, testnet: false }
const server = createSiwxServer({ domain: 'app.example', uri: 'https://app.example', chains: ['eip155:31337'] })

const running: AppKit[] = []
afterEach(() => {
  for (const appKit of running.splice(0)) appKit.destroy()
})

interface Started {
  appKit: AppKit
  store: SiwxStore
  events: AnalyticsEvent[]
}

/** A Portico instance with SIWX (nonces from the server entry), the EVM adapter and the test wallet, connected. */
async function signInKit(wallet: TestWallet, storage: SiwxStorage, required = true): Promise<Started> {
  const siwx = defaultSiwx({ domain: 'app.example', uri: 'https://app.example', storage, required, getNonce: () => server.issueNonce() })
  const appKit = createAppKit({
    projectId: 'siwx-test',
    networks: [network],
    adapters: [evm({ connectors: [{ id: 'test-wallet', name: 'Test Wallet', provider: wallet.provider }], discover: false })],
    plugins: [siwxPlugin()],
    siwx,
  })
  running.push(appKit)
  const events: AnalyticsEvent[] = []
  // The sign-in plugin's own events; AppKit's (CONNECT_SUCCESS, MODAL_OPEN, ...) are the kernel's.
  appKit.on('analytics', (event) => {
    if (/SIWX/.test(event.data.event)) events.push(event)
  })
  await appKit.ready
  const store = appKit.store.plugins.get('siwx')!
  await appKit.store.adapters.connect('test-wallet')
  await expect.poll(() => store.status).toBe('idle')
  return { appKit, store, events }
}

describe('the SIWX flow of SPEC §4 on anvil', () => {
  it('opens SIWXSignMessage for a connected account without a session; signing stores a session the server entry verifies, and closes', async () => {
    const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
    const storage = memoryStorage()
    const { appKit, store, events } = await signInKit(wallet, storage)
    expect(appKit.store.router.view).toBe('SIWXSignMessage')
    expect(appKit.store.modal.open).toBe(true)
    expect(appKit.store.modal.canClose).toBe(false)
    await store.signIn()
    expect(store.hasSession).toBe(true)
    expect(appKit.store.modal.open).toBe(false)
    expect(events.map((event) => event.data.event)).toEqual(['SIWX_AUTH_SUCCESS'])
    const [session] = await store.siwx.getSessions('eip155:31337', wallet.address)
    const verified = await server.verifySession(session)
    expect(verified.address.toLowerCase()).toBe(wallet.address.toLowerCase())
    // A nonce is used once: the same session is refused the second time.
    await expect(server.verifySession(session)).rejects.toMatchObject({ code: 'NONCE' })
  })

  it('after a reload the stored session is found: nothing opens', async () => {
    const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
    const storage = memoryStorage()
    const first = await signInKit(wallet, storage)
    await first.store.signIn()
    first.appKit.destroy()
    const second = await signInKit(wallet, storage)
    expect(second.store.hasSession).toBe(true)
    expect(second.appKit.store.modal.open).toBe(false)
  })

  it('a declined signature shows "Signature declined", keeps the view, and a second try signs in', async () => {
    const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
    const { appKit, store, events } = await signInKit(wallet, memoryStorage())
    wallet.setPolicy('reject')
    await store.signIn()
    expect(store.status).toBe('declined')
    await expect.poll(() => appKit.store.snack.message).toBe('Signature declined')
    expect(appKit.store.snack.variant).toBe('error')
    expect(appKit.store.router.view).toBe('SIWXSignMessage')
    expect(appKit.store.modal.open).toBe(true)
    wallet.setPolicy('approve')
    await store.signIn()
    expect(store.hasSession).toBe(true)
    expect(events.map((event) => event.data.event)).toEqual(['SIWX_AUTH_ERROR', 'SIWX_AUTH_SUCCESS'])
  })

  it('required: the modal cannot close; cancel disconnects and resets to Connect', async () => {
    const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
    const { appKit, store, events } = await signInKit(wallet, memoryStorage())
    expect(appKit.store.requestClose()).toBe(false)
    expect(appKit.store.modal.open).toBe(true)
    await store.cancel()
    expect(appKit.store.connections.isConnected).toBe(false)
    expect(appKit.store.router.history.map((entry) => entry.view)).toEqual(['Connect'])
    expect(events.map((event) => event.data.event)).toEqual(['CLICK_CANCEL_SIWX'])
  })

  it('not required: the modal may close, and cancel closes it and keeps the wallet connected', async () => {
    const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
    const { appKit, store } = await signInKit(wallet, memoryStorage(), false)
    expect(appKit.store.modal.canClose).toBe(true)
    await store.cancel()
    expect(appKit.store.modal.open).toBe(false)
    expect(appKit.store.connections.isConnected).toBe(true)
    expect(appKit.store.router.view).toBe('Connect')
  })

  it('signIn without a connected account throws SPEC\'s "No ActiveCaipAddress found"', async () => {
    const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
    const { appKit, store } = await signInKit(wallet, memoryStorage())
    await appKit.store.adapters.disconnect()
    await expect(store.signIn()).rejects.toThrow('No ActiveCaipAddress found')
  })
})
