import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createAppKit } from '@portico/kernel'
import type { AppKit, PluginDefinition } from '@portico/kernel'
import type { AdapterDefinition } from '@portico/kernel/extend'
import { embeddedWallet, frameMessageTypes as types } from '@portico/adapter-embedded'
import type { AppToFrameMessage, FrameHost } from '@portico/adapter-embedded'
import { evm } from '@portico/adapter-evm'
import { mainnet } from '@portico/kernel/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { ScriptedFrame } from '../../../adapters/embedded/src/testing/ScriptedFrame.ts'
import { testChainAdapter } from '../../../kernel/src/ui/views/testing/testChainAdapter.ts'
import { socials } from './socials.ts'

// Ethereum on a closed loopback port: Account's balance read fails at once, never reaching outside.
const ethereum = { ...mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
const running: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of running.splice(0)) appKit.destroy()
  localStorage.clear()
})

type ExportRequest = Extract<AppToFrameMessage, { type: typeof types.EXPORT_PRIVATE_KEY }>

/** A Portico instance with `plugins` and the embedded wallet on `frame`, its adapters loaded, plus an entry every account has (so the row shows either way). */
async function kitWith(frame: ScriptedFrame, plugins: PluginDefinition[], adapters: AdapterDefinition[] = [evm({ discover: false })]): Promise<AppKit> {
  const appKit = createAppKit({
    projectId: 'export-key-socials-test',
    networks: [ethereum],
    adapters: [...adapters, embeddedWallet({ frameUrl: 'https://secure.example/frame', mount: frame.mount, readyDelayMs: 0 })],
    plugins,
  })
  running.push(appKit)
  await appKit.ready
  await appKit.store.adapters.ensureLoaded()
  appKit.store.i18n.addMessages({ 'test.receive': 'Receive' })
  appKit.store.registry.addWalletFeature({ id: 'receive', label: 'test.receive', view: 'Networks', icon: 'receive' })
  return appKit
}

/** `kitWith`, logged in with Farcaster (a social login of the socials plugin). */
async function farcasterLogin(frame: ScriptedFrame, plugins: PluginDefinition[]): Promise<AppKit> {
  const appKit = await kitWith(frame, plugins)
  await appKit.store.plugins.get('socials')!.connectFarcaster()
  expect(appKit.store.connections.active?.connectorId).toBe(appKit.store.adapters.extension('embeddedWalletKeys')?.connectorId)
  return appKit
}

async function openAccount(appKit: AppKit): Promise<HTMLElement> {
  await act(() => appKit.open({ view: 'Account' }))
  return screen.findByRole('navigation', { name: 'Wallet features' })
}

const exportRequests = (frame: ScriptedFrame) => frame.received(types.EXPORT_PRIVATE_KEY)

describe('Export private key on Account for a social login (issue 31)', () => {
  it('is offered to a host that lists the socials plugin without the e-mail one; clicking it asks the frame, the modal waits, a cancel goes back to Account', { timeout: 30_000 }, async () => {
    const held: { request?: ExportRequest; host?: FrameHost } = {}
    const frame = new ScriptedFrame({
      answer: (request, host) => {
        if (request.type !== types.EXPORT_PRIVATE_KEY) return undefined
        Object.assign(held, { request, host })
        return 'hold'
      },
    })
    const appKit = await farcasterLogin(frame, [socials()])
    expect(appKit.store.plugins.get('email')).toBeUndefined()

    const row = await openAccount(appKit)
    expect(within(row).getByRole('button', { name: 'Receive' })).toBeTruthy()
    const entry = within(row).getByRole('button', { name: 'Export private key' })
    expect(entry.querySelector('svg[data-icon="key"]')?.childElementCount).toBeGreaterThan(0)
    expect(exportRequests(frame)).toEqual([])
    await userEvent.click(entry)
    await waitFor(() => expect(exportRequests(frame)).toHaveLength(1))
    expect(await screen.findByText('Confirm in the secure frame to see your private key')).toBeTruthy()
    expect(appKit.store.router.view).toBe('ExportPrivateKey')

    if (held.request === undefined || held.host === undefined) throw new Error('The frame got no export request')
    act(() => held.host?.succeed(held.request!, { outcome: 'CANCELLED' }))
    await waitFor(() => expect(appKit.store.router.view).toBe('Account'))
    expect(appKit.store.connections.isConnected).toBe(true)
    expect(exportRequests(frame)).toHaveLength(1)
  })

  it('shows the frame\'s error and Try again, which asks again', { timeout: 30_000 }, async () => {
    const frame = new ScriptedFrame({
      answer: (request, host) => {
        if (request.type !== types.EXPORT_PRIVATE_KEY) return undefined
        host.fail(request, 'Unauthorized', 4100)
        return 'handled'
      },
    })
    const appKit = await farcasterLogin(frame, [socials()])
    const row = await openAccount(appKit)
    await userEvent.click(within(row).getByRole('button', { name: 'Export private key' }))
    expect((await screen.findByText('Unauthorized')).getAttribute('role')).toBe('alert')
    expect(appKit.store.router.view).toBe('ExportPrivateKey')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(exportRequests(frame)).toHaveLength(2))
  })

  it('is not offered to an injected wallet on a socials-only host, with the embedded wallet loaded', { timeout: 30_000 }, async () => {
    const harbor = { id: 'harbor', type: 'ANNOUNCED' as const, name: 'Harbor Wallet', namespaces: ['eip155' as const] }
    const appKit = await kitWith(new ScriptedFrame(), [socials()], [testChainAdapter({ connectors: [harbor] })])
    expect(appKit.store.adapters.extension('embeddedWalletKeys')).toBeDefined()
    await appKit.store.adapters.connect('harbor')
    expect(appKit.store.connections.active?.connectorId).toBe('harbor')
    const row = await openAccount(appKit)
    expect(within(row).getByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Export private key' })).toBeNull()
  })
})
