import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AppKit, PluginDefinition } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { testChainAdapter } from '../../../../kernel/src/testing/testChainAdapter.ts'
import { frameMessageTypes as types } from '../frameMessageTypes.ts'
import { embeddedWalletKit } from '../testing/embeddedWalletKit.ts'
import { holdingExportFrame } from '../testing/holdingExportFrame.ts'
import { ScriptedFrame } from '../testing/ScriptedFrame.ts'
import { addKeyExport } from './addKeyExport.ts'

/** A login plugin as the e-mail and socials plugins are, as far as the key export goes. */
const loginPlugin = (id: string): PluginDefinition => ({ id, load: () => Promise.resolve({ setup: addKeyExport }) })
const harbor = { id: 'harbor', type: 'ANNOUNCED' as const, name: 'Harbor Wallet', namespaces: ['eip155' as const] }

/** An instance with `plugins` and an injected wallet beside the embedded one, with an entry every account has (so the row shows either way), connected to `connectorId`. */
async function connectedKit(frame: ScriptedFrame, connectorId: 'embedded' | 'harbor', plugins = [loginPlugin('login')]): Promise<AppKit> {
  const appKit = await embeddedWalletKit(frame, plugins, [testChainAdapter({ connectors: [harbor] })])
  appKit.store.i18n.addMessages({ 'test.receive': 'Receive' })
  appKit.store.registry.addWalletFeature({ id: 'receive', label: 'test.receive', view: 'Networks', icon: 'receive' })
  const keys = appKit.store.adapters.extension('embeddedWalletKeys')
  if (!keys) throw new Error('The embedded wallet offers no key export')
  // A user the frame has a session for.
  frame.connected = true
  await appKit.store.adapters.connect(connectorId === 'embedded' ? keys.connectorId : 'harbor')
  return appKit
}

/** Account's wallet-features row, the modal opened on Account. */
async function accountRow(appKit: AppKit): Promise<HTMLElement> {
  await act(() => appKit.open({ view: 'Account' }))
  return screen.findByRole('navigation', { name: 'Wallet features' })
}

describe('addKeyExport: Export private key on Account (issue 31)', () => {
  it('offers the entry to the embedded wallet\'s account; clicking it asks the frame once, the modal waits, and a cancel leaves Account as it was', { timeout: 30_000 }, async () => {
    const { frame, answer } = holdingExportFrame()
    const appKit = await connectedKit(frame, 'embedded')
    const entry = within(await accountRow(appKit)).getByRole('button', { name: 'Export private key' })
    // The kernel's key icon, drawn: a name the icon set lacks gives an empty svg.
    expect(entry.querySelector('svg[data-icon="key"]')?.childElementCount).toBeGreaterThan(0)
    expect(frame.received(types.EXPORT_PRIVATE_KEY)).toEqual([])

    await userEvent.click(entry)
    await waitFor(() => expect(frame.received(types.EXPORT_PRIVATE_KEY)).toHaveLength(1))
    expect(await screen.findByText('Confirm in the secure frame to see your private key')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Export Private Key' })).toBeTruthy()
    expect(document.querySelector('.pc-key-export')?.getAttribute('data-state')).toBe('loading')
    expect(appKit.store.router.view).toBe('ExportPrivateKey')

    act(() => answer('CANCELLED'))
    await waitFor(() => expect(appKit.store.router.view).toBe('Account'))
    expect(appKit.store.connections.isConnected).toBe(true)
    expect(within(await screen.findByRole('navigation', { name: 'Wallet features' })).getByRole('button', { name: 'Export private key' })).toBeTruthy()
    expect(appKit.store.snack.open).toBe(false)
    expect(frame.received(types.EXPORT_PRIVATE_KEY)).toHaveLength(1)
  })

  it('shows the frame\'s error and Try again, which asks again', { timeout: 30_000 }, async () => {
    const frame = new ScriptedFrame({
      answer: (request, host) => {
        if (request.type !== types.EXPORT_PRIVATE_KEY) return undefined
        host.fail(request, 'Unauthorized', 4100)
        return 'handled'
      },
    })
    const appKit = await connectedKit(frame, 'embedded')
    await userEvent.click(within(await accountRow(appKit)).getByRole('button', { name: 'Export private key' }))
    // Said at once: the error is in an alert.
    expect((await screen.findByText('Unauthorized')).closest('[role="alert"]')?.textContent).toBe('Unauthorized')
    expect(document.querySelector('.pc-key-export')?.getAttribute('data-state')).toBe('error')
    expect(appKit.store.router.view).toBe('ExportPrivateKey')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(frame.received(types.EXPORT_PRIVATE_KEY)).toHaveLength(2))
  })

  it('is not offered to an injected wallet, with the embedded wallet loaded', { timeout: 30_000 }, async () => {
    const appKit = await connectedKit(new ScriptedFrame(), 'harbor')
    expect(appKit.store.connections.active?.connectorId).toBe('harbor')
    const row = await accountRow(appKit)
    expect(within(row).getByRole('button', { name: 'Receive' })).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Export private key' })).toBeNull()
  })

  it('called by two plugins: one entry and one view, kept while either is on', { timeout: 30_000 }, async () => {
    const { frame } = holdingExportFrame()
    const appKit = await connectedKit(frame, 'embedded', [loginPlugin('first'), loginPlugin('second')])
    expect(within(await accountRow(appKit)).getAllByRole('button', { name: 'Export private key' })).toHaveLength(1)
    // The plugin that registered last turned off (as a remote configuration does): the other's entry and view stay.
    act(() => appKit.plugins.teardown('second'))
    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Wallet features' })).getByRole('button', { name: 'Export private key' }))
    await waitFor(() => expect(frame.received(types.EXPORT_PRIVATE_KEY)).toHaveLength(1))
    expect(await screen.findByText('Confirm in the secure frame to see your private key')).toBeTruthy()
    act(() => appKit.plugins.teardown('first'))
    expect(appKit.store.registry.walletFeatures.map(({ id }) => id)).toEqual(['receive'])
    expect(appKit.store.registry.views.has('ExportPrivateKey')).toBe(false)
  })
})
