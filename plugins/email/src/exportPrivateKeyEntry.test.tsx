import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import type { AdapterDefinition } from '@portico/kernel/extend'
import { embeddedWallet, frameMessageTypes as types } from '@portico/adapter-embedded'
import type { AppToFrameMessage, FrameHost } from '@portico/adapter-embedded'
import { evm } from '@portico/adapter-evm'
import { mainnet } from '@portico/kernel/networks'
import { afterEach, describe, expect, it } from 'vitest'
import { ScriptedFrame } from '../../../adapters/embedded/src/testing/ScriptedFrame.ts'
import { testChainAdapter } from '../../../kernel/src/ui/views/testing/testChainAdapter.ts'
import { email } from './email.ts'

// Ethereum on a closed loopback port: Account's balance read fails at once, never reaching outside.
const ethereum = { ...mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
const running: AppKit[] = []
afterEach(() => {
  cleanup()
  for (const appKit of running.splice(0)) appKit.destroy()
  localStorage.clear()
})

type ExportRequest = Extract<AppToFrameMessage, { type: typeof types.EXPORT_PRIVATE_KEY }>

/** A Portico instance with the e-mail plugin and the embedded wallet on `frame`, its adapters loaded, plus an entry every account has (so the row shows either way). */
async function kitWith(frame: ScriptedFrame, adapters: AdapterDefinition[]): Promise<AppKit> {
  const appKit = createAppKit({
    projectId: 'export-key-test',
    networks: [ethereum],
    adapters: [...adapters, embeddedWallet({ frameUrl: 'https://secure.example/frame', mount: frame.mount, readyDelayMs: 0 })],
    plugins: [email()],
  })
  running.push(appKit)
  await appKit.ready
  await appKit.store.adapters.ensureLoaded()
  appKit.store.i18n.addMessages({ 'test.receive': 'Receive' })
  appKit.store.registry.addWalletFeature({ id: 'receive', label: 'test.receive', view: 'Networks', icon: 'receive' })
  return appKit
}

async function openAccount(appKit: AppKit): Promise<HTMLElement> {
  await act(() => appKit.open({ view: 'Account' }))
  return screen.findByRole('navigation', { name: 'Wallet features' })
}

describe('Export private key on Account (issue 31)', () => {
  it('is offered for an embedded-wallet login; clicking it asks the frame to export, the modal waits, and a cancel leaves Account as it was', { timeout: 30_000 }, async () => {
    const held: { request?: ExportRequest; host?: FrameHost } = {}
    const frame = new ScriptedFrame({
      answer: (request, host) => {
        if (request.type !== types.EXPORT_PRIVATE_KEY) return undefined
        Object.assign(held, { request, host })
        return 'hold'
      },
    })
    const appKit = await kitWith(frame, [evm({ discover: false })])
    const store = appKit.store.plugins.get('email')!
    await store.submitEmail('ada@example.com')
    await store.submitOtp('123456', 'ada@example.com')
    expect(appKit.store.connections.isConnected).toBe(true)

    const row = await openAccount(appKit)
    const entry = within(row).getByRole('button', { name: 'Export private key' })
    // The kernel's key icon (issue 31), drawn: a name the icon set lacks gives an empty svg.
    expect(entry.querySelector('svg[data-icon="key"]')?.childElementCount).toBeGreaterThan(0)
    expect(frame.requests.filter((request) => request.type === types.EXPORT_PRIVATE_KEY)).toEqual([])
    await userEvent.click(entry)
    await waitFor(() => expect(frame.requests.filter((request) => request.type === types.EXPORT_PRIVATE_KEY)).toHaveLength(1))
    // The frame is asking the user: the modal waits on its own view, still connected.
    expect(await screen.findByText('Confirm in the secure frame to see your private key')).toBeTruthy()
    expect(appKit.store.router.view).toBe('ExportPrivateKey')

    if (held.request === undefined || held.host === undefined) throw new Error('The frame got no export request')
    act(() => held.host?.succeed(held.request!, { outcome: 'CANCELLED' }))
    await waitFor(() => expect(appKit.store.router.view).toBe('Account'))
    expect(appKit.store.connections.isConnected).toBe(true)
    expect(within(await screen.findByRole('navigation', { name: 'Wallet features' })).getByRole('button', { name: 'Export private key' })).toBeTruthy()
    expect(appKit.store.snack.open).toBe(false)
    expect(screen.queryByText('Unauthorized')).toBeNull()
    expect(frame.requests.filter((request) => request.type === types.EXPORT_PRIVATE_KEY)).toHaveLength(1)
  })

  it('shows the frame\'s error and Try again when the export fails', { timeout: 30_000 }, async () => {
    const frame = new ScriptedFrame({
      answer: (request, host) => {
        if (request.type !== types.EXPORT_PRIVATE_KEY) return undefined
        host.fail(request, 'Unauthorized', 4100)
        return 'handled'
      },
    })
    const appKit = await kitWith(frame, [evm({ discover: false })])
    const store = appKit.store.plugins.get('email')!
    await store.submitEmail('ada@example.com')
    await store.submitOtp('123456', 'ada@example.com')
    const row = await openAccount(appKit)
    await userEvent.click(within(row).getByRole('button', { name: 'Export private key' }))
    expect((await screen.findByText('Unauthorized')).getAttribute('role')).toBe('alert')
    expect(appKit.store.router.view).toBe('ExportPrivateKey')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(frame.requests.filter((request) => request.type === types.EXPORT_PRIVATE_KEY)).toHaveLength(2))
  })

  it('is not offered for an injected wallet, with the embedded wallet loaded', { timeout: 30_000 }, async () => {
    const frame = new ScriptedFrame()
    const harbor = { id: 'harbor', type: 'ANNOUNCED' as const, name: 'Harbor Wallet', namespaces: ['eip155' as const] }
    const appKit = await kitWith(frame, [testChainAdapter({ connectors: [harbor] })])
    expect(appKit.store.adapters.extension('embeddedWalletKeys')).toBeDefined()
    await appKit.store.adapters.connect('harbor')
    expect(appKit.store.connections.active?.connectorId).toBe('harbor')
    const row = await openAccount(appKit)
    expect(within(row).getByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Export private key' })).toBeNull()
  })
})
