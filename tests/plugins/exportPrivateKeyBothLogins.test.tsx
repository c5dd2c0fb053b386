import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createAppKit } from '@portico/kernel'
import type { AppKit, PluginDefinition } from '@portico/kernel'
import { embeddedWallet, frameMessageTypes as types } from '@portico/adapter-embedded'
import type { AppToFrameMessage, FrameHost } from '@portico/adapter-embedded'
import { evm } from '@portico/adapter-evm'
import { email } from '@portico/plugin-email'
import { socials } from '@portico/plugin-socials'
import { mainnet } from '@portico/kernel/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { ScriptedFrame } from '../../adapters/embedded/src/testing/ScriptedFrame.ts'

// Ethereum on a closed loopback port: Account's balance read fails at once, never reaching outside.
const ethereum = { ...mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
const running: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of running.splice(0)) appKit.destroy()
  localStorage.clear()
})

type ExportRequest = Extract<AppToFrameMessage, { type: typeof types.EXPORT_PRIVATE_KEY }>
type Login = 'farcaster' | 'email'

/** Logs in on a Portico instance with `plugins` and the embedded wallet on `frame`, by Farcaster (socials) or by e-mail. */
async function loggedIn(frame: ScriptedFrame, plugins: PluginDefinition[], login: Login): Promise<AppKit> {
  const appKit = createAppKit({
    projectId: 'export-key-both-logins',
    networks: [ethereum],
    adapters: [evm({ discover: false }), embeddedWallet({ frameUrl: 'https://secure.example/frame', mount: frame.mount, readyDelayMs: 0 })],
    plugins,
  })
  running.push(appKit)
  await appKit.ready
  await appKit.store.adapters.ensureLoaded()
  if (login === 'farcaster') await appKit.store.plugins.get('socials')!.connectFarcaster()
  else {
    const store = appKit.store.plugins.get('email')!
    await store.submitEmail('ada@example.com')
    await store.submitOtp('123456', 'ada@example.com')
  }
  expect(appKit.store.connections.active?.connectorId).toBe(appKit.store.adapters.extension('embeddedWalletKeys')?.connectorId)
  return appKit
}

// Both embedded-login plugins add the entry and its view under the same ids; the row shows it once.
describe('Export private key on Account with the e-mail and socials plugins both listed (issue 31)', () => {
  const cases: { order: string; plugins: () => PluginDefinition[]; login: Login }[] = [
    { order: 'e-mail, socials', plugins: () => [email(), socials()], login: 'farcaster' },
    { order: 'socials, e-mail', plugins: () => [socials(), email()], login: 'farcaster' },
    { order: 'e-mail, socials', plugins: () => [email(), socials()], login: 'email' },
  ]
  it.each(cases)('listed $order, after a $login login: one entry, one export request, and a cancel leaves one entry on Account', { timeout: 30_000 }, async ({ plugins, login }) => {
    const held: { request?: ExportRequest; host?: FrameHost } = {}
    const frame = new ScriptedFrame({
      answer: (request, host) => {
        if (request.type !== types.EXPORT_PRIVATE_KEY) return undefined
        Object.assign(held, { request, host })
        return 'hold'
      },
    })
    const appKit = await loggedIn(frame, plugins(), login)
    expect(appKit.store.plugins.get('email')).toBeDefined()
    expect(appKit.store.plugins.get('socials')).toBeDefined()

    await act(() => appKit.open({ view: 'Account' }))
    const row = await screen.findByRole('navigation', { name: 'Wallet features' })
    expect(within(row).getAllByRole('button', { name: 'Export private key' })).toHaveLength(1)
    await userEvent.click(within(row).getByRole('button', { name: 'Export private key' }))
    expect(await screen.findByText('Confirm in the secure frame to see your private key')).toBeTruthy()
    await waitFor(() => expect(frame.received(types.EXPORT_PRIVATE_KEY)).toHaveLength(1))

    if (held.request === undefined || held.host === undefined) throw new Error('The frame got no export request')
    act(() => held.host?.succeed(held.request!, { outcome: 'CANCELLED' }))
    await waitFor(() => expect(appKit.store.router.view).toBe('Account'))
    const back = await screen.findByRole('navigation', { name: 'Wallet features' })
    expect(within(back).getAllByRole('button', { name: 'Export private key' })).toHaveLength(1)
    expect(frame.received(types.EXPORT_PRIVATE_KEY)).toHaveLength(1)
  })
})
