import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { embeddedStorage, embeddedWallet, frameMessageTypes } from '@portico/adapter-embedded'
import { mainnet } from '@portico/kernel/networks'
import { evm } from '@portico/adapter-evm'
import { afterEach, describe, expect, it } from 'vitest'
import { ScriptedFrame } from '../../../adapters/embedded/src/testing/ScriptedFrame.ts'
import { email } from './email.ts'

const running: AppKit[] = []
afterEach(() => {
  for (const appKit of running.splice(0)) appKit.destroy()
})

/** A Portico instance with the e-mail plugin, and the embedded wallet on a scripted frame when `frame` is given. */
async function emailKit(frame?: ScriptedFrame): Promise<AppKit> {
  const adapters = frame ? [evm({ discover: false }), embeddedWallet({ frameUrl: 'https://secure.example/frame', mount: frame.mount, readyDelayMs: 0 })] : []
  const appKit = createAppKit({ projectId: 'email-test', networks: [mainnet], adapters, plugins: [email()] })
  running.push(appKit)
  await appKit.ready
  return appKit
}

describe('SPEC §8 "Unable to load email login dependency"', () => {
  it('is the e-mail step\'s error when no embedded wallet offers the e-mail login', async () => {
    const appKit = await emailKit()
    const store = appKit.store.plugins.get('email')!
    await store.submitEmail('ada@example.com')
    expect(store.status).toBe('error')
    expect(store.error).toBe('Unable to load email login dependency')
  })
})

describe('SPEC §5 e-mail-trigger rate check in the e-mail steps', () => {
  it('an e-mail update within 30 s of the last e-mail is refused by the frame client, in the cooldown text', async () => {
    const frame = new ScriptedFrame()
    const appKit = await emailKit(frame)
    const store = appKit.store.plugins.get('email')!
    await appKit.store.adapters.ensureLoaded()
    appKit.store.storage.write(embeddedStorage.lastEmailLoginTime, Date.now() - 5_000)
    await store.submitNewEmail('new@example.com')
    expect(store.status).toBe('error')
    expect(store.error).toMatch(/^Please try again after (25|26) seconds$/)
    expect(frame.requests.filter((request) => request.type === frameMessageTypes.UPDATE_EMAIL)).toEqual([])
  })
})

describe('SPEC §4 e-mail update, reachable from Account for e-mail users', () => {
  it('offers Edit Email (opening UpdateEmail) among the wallet features once the account is logged in with an e-mail, not before', { timeout: 30_000 }, async () => {
    const frame = new ScriptedFrame()
    const appKit = await emailKit(frame)
    const feature = appKit.store.registry.walletFeatures.find((each) => each.view === 'UpdateEmail')
    expect(feature).toMatchObject({ id: 'email', label: 'email.updateFeature' })
    expect(feature?.isAvailable?.()).toBe(false)
    const store = appKit.store.plugins.get('email')!
    await store.submitEmail('ada@example.com')
    await store.submitOtp('123456', 'ada@example.com')
    expect(store.error).toBeUndefined()
    expect(appKit.store.connections.isConnected).toBe(true)
    expect(feature?.isAvailable?.()).toBe(true)
    expect(appKit.store.i18n.t('email.updateFeature')).toBe('Edit Email')
    await appKit.store.adapters.disconnect()
    expect(feature?.isAvailable?.()).toBe(false)
  })
})
