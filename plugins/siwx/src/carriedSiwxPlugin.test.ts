import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSIWEConfig } from './createSIWEConfig.ts'
import { defaultSiwx } from './defaultSiwx.ts'
import { DefaultSIWX } from './DefaultSIWXClass.ts'
import { memoryStorage } from './memoryStorage.ts'
import type { SiweConfig } from './SiweConfig.ts'
import { siwxPlugin } from './siwxPlugin.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]

const siweConfig: SiweConfig = {
  createMessage: () => 'message',
  getNonce: async () => 'nonce12345678',
  getSession: async () => null,
  verifyMessage: async () => true,
  signOut: async () => true,
}

const running: AppKit[] = []
afterEach(() => {
  for (const appKit of running.splice(0)) appKit.destroy()
  vi.restoreAllMocks()
})

async function started(options: Record<string, unknown>): Promise<AppKit> {
  const appKit = createAppKit({ projectId: 'siwx-carried', networks, ...options })
  running.push(appKit)
  await appKit.ready
  return appKit
}

describe('siwx and siweConfig without siwxPlugin() listed, as in AppKit', () => {
  it.each([
    ['siwx: defaultSiwx()', () => ({ siwx: defaultSiwx({ domain: 'app.example', uri: 'https://app.example/', storage: memoryStorage() }) })],
    ['siwx: new DefaultSIWX()', () => ({ siwx: new DefaultSIWX({ domain: 'app.example', uri: 'https://app.example/', storage: memoryStorage() }) })],
    ['siweConfig: createSIWEConfig()', () => ({ siweConfig: createSIWEConfig(siweConfig) })],
  ])('%s brings the sign-in plugin: it loads and its store is there', async (_name, options) => {
    const appKit = await started(options())
    expect(appKit.plugins.state('siwx')).toBe('ready')
    expect(appKit.store.plugins.get('siwx')).toBeDefined()
  })

  it('loads the plugin once when siwxPlugin() is listed too', async () => {
    const error = vi.spyOn(console, 'error')
    const appKit = await started({ plugins: [siwxPlugin()], siwx: new DefaultSIWX({ domain: 'app.example', uri: 'https://app.example/', storage: memoryStorage() }) })
    expect(appKit.plugins.state('siwx')).toBe('ready')
    expect(appKit.store.plugins.get('siwx')).toBeDefined()
    expect(error).not.toHaveBeenCalled()
  })

  it('new DefaultSIWX() is a SIWX of the same shape as defaultSiwx(); createSIWEConfig keeps what it was given', async () => {
    const siwx = new DefaultSIWX({ domain: 'app.example', uri: 'https://app.example/', storage: memoryStorage(), required: false })
    expect(siwx.getRequired?.()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBe(true)
    const message = await siwx.createMessage({ chainId: 'eip155:1', accountAddress: '0x52908400098527886E0F7030069857D2E4169EE7' })
    expect(message.toString()).toMatch(/^app\.example wants you to sign in with your Ethereum account:/)
    expect(createSIWEConfig(siweConfig)).toEqual(siweConfig)
  })

  it('a siweConfig written by hand still needs the plugin listed: without it nothing loads', async () => {
    const appKit = await started({ siweConfig })
    expect(appKit.plugins.state('siwx')).toBeUndefined()
    expect(appKit.store.plugins.get('siwx')).toBeUndefined()
  })
})
