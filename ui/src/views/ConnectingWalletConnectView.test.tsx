import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConnectResult } from '../../../kernel/src/contracts/ChainAdapter.ts'
import { BaseError } from '../../../kernel/src/errors/BaseError.ts'
import type { Wallet } from '../../../kernel/src/model/Wallet.ts'
import ConnectingWalletConnectView from './ConnectingWalletConnectView.tsx'
import { renderView } from './testing/renderView.tsx'
import { testAddress } from '../../../kernel/src/testing/testAddress.ts'
import { testChainAdapter } from '../../../kernel/src/testing/testChainAdapter.ts'
import { testPairingAdapter } from '../../../kernel/src/testing/testPairingAdapter.ts'

afterEach(cleanup)

const success: ConnectResult = { accounts: [{ namespace: 'eip155', address: testAddress, type: 'eoa' }], caipNetworkId: 'eip155:1' }
const uri = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

const rainbow: Wallet = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://', desktop_link: 'javascript:alert(1)' }

async function renderWalletConnect(withConnector = true) {
  const pairing = testPairingAdapter()
  const connect = vi.fn(async () => success)
  const rendered = await renderView(ConnectingWalletConnectView, {
    options: { adapters: [testChainAdapter({ connectors: [], connect }), ...(withConnector ? [pairing.definition] : [])] },
    setup: async (appKit) => {
      await appKit.store.adapters.ensureLoaded()
      appKit.store.wallets.setRegistry({ fetchPage: async () => ({ count: 1, data: [rainbow] }), search: async () => ({ count: 0, data: [] }) })
      await appKit.store.wallets.fetchNextPage()
      appKit.store.router.push('ConnectingWalletConnect', { walletId: 'rainbow' })
    },
  })
  return { ...rendered, pairing, connect }
}

function viewState(container: HTMLElement): string | null | undefined {
  return container.querySelector('.pc-connecting')?.getAttribute('data-state')
}

describe('ConnectingWalletConnectView', () => {
  it('shows a spinner until the pairing URI exists, then its QR code; on approval the account connects and Account shows', async () => {
    const { container, pairing, connect, store } = await renderWalletConnect()
    expect(viewState(container)).toBe('loading')
    expect(screen.getByText('Preparing a connection link…')).toBeTruthy()
    await vi.waitFor(() => expect(pairing.pending).toHaveLength(1))
    act(() => pairing.pending[0]?.show({ uri, expiresAt: Date.now() + 240_000 }))
    expect(viewState(container)).toBe('waiting')
    expect(screen.getByRole('img', { name: 'WalletConnect QR code' }).getAttribute('data-value')).toBe(uri)
    await act(async () => pairing.pending[0]?.approve())
    await vi.waitFor(() => expect(store.router.view).toBe('Account'))
    expect(connect).toHaveBeenCalledTimes(1)
    expect(store.connections.isConnected).toBe(true)
  })

  it('another tab connected and this one followed: the pairing is given up and Account shows, without an error', async () => {
    const { container, pairing, connect, store } = await renderWalletConnect()
    await vi.waitFor(() => expect(pairing.pending).toHaveLength(1))
    act(() => pairing.pending[0]?.show({ uri, expiresAt: Date.now() + 240_000 }))
    expect(viewState(container)).toBe('waiting')
    act(() => store.events.emit('connection:followed', { namespace: 'eip155', connectorId: 'walletConnect' }))
    await vi.waitFor(() => expect(store.router.view).toBe('Account'))
    expect(pairing.pending[0]?.signal.aborted).toBe(true)
    // The given-up pairing failing afterwards (as an aborted one does) shows nothing.
    await act(async () => pairing.pending[0]?.fail(new BaseError('Connection request reset. Please try again.')))
    expect(store.router.view).toBe('Account')
    expect(connect).not.toHaveBeenCalled()
  })

  it('replaces the QR code when a fresh pairing comes (the last about to expire)', async () => {
    const { pairing } = await renderWalletConnect()
    await vi.waitFor(() => expect(pairing.pending).toHaveLength(1))
    act(() => pairing.pending[0]?.show({ uri, expiresAt: Date.now() + 240_000 }))
    act(() => pairing.pending[0]?.show({ uri: `${uri}&fresh=1`, expiresAt: Date.now() + 240_000 }))
    expect(screen.getByRole('img', { name: 'WalletConnect QR code' }).getAttribute('data-value')).toBe(`${uri}&fresh=1`)
  })

  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { pairing, store } = await renderWalletConnect()
    await vi.waitFor(() => expect(pairing.pending).toHaveLength(1))
    act(() => pairing.pending[0]?.show({ uri, expiresAt: Date.now() + 240_000 }))
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await vi.waitFor(() => expect(store.snack.message).toBe('Link copied'))
    expect(writeText).toHaveBeenCalledWith(uri)
  })

  it('on a phone, opens the chosen wallet by its deep link with the URI, and stores the choice', async () => {
    const userAgent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { pairing, store } = await renderWalletConnect()
    await vi.waitFor(() => expect(pairing.pending).toHaveLength(1))
    act(() => pairing.pending[0]?.show({ uri, expiresAt: Date.now() + 240_000 }))
    expect(screen.getByText('Scan with Rainbow')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Open Rainbow' }))
    expect(open).toHaveBeenCalledWith(`rainbow://wc?uri=${encodeURIComponent(uri)}`, '_self', 'noopener,noreferrer')
    expect(store.storage.get('deeplinkChoice')).toEqual({ href: 'rainbow://', name: 'Rainbow' })
    userAgent.mockRestore()
    open.mockRestore()
  })

  it('on a computer, a desktop link that is not safe (javascript:) is never offered', async () => {
    const { pairing } = await renderWalletConnect()
    await vi.waitFor(() => expect(pairing.pending).toHaveLength(1))
    act(() => pairing.pending[0]?.show({ uri, expiresAt: Date.now() + 240_000 }))
    expect(screen.queryByRole('button', { name: 'Open Rainbow' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  it('a declined proposal shows the declined state; Try again pairs anew', async () => {
    const { container, pairing } = await renderWalletConnect()
    await vi.waitFor(() => expect(pairing.pending).toHaveLength(1))
    await act(async () => pairing.pending[0]?.fail(new BaseError('User rejected.', { code: 5000 })))
    expect(viewState(container)).toBe('declined')
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(pairing.pending).toHaveLength(2))
    expect(viewState(container)).toBe('loading')
  })

  it('leaving the view gives the pairing up', async () => {
    const { pairing, unmount } = await renderWalletConnect()
    await vi.waitFor(() => expect(pairing.pending).toHaveLength(1))
    unmount()
    await vi.waitFor(() => expect(pairing.pending[0]?.signal.aborted).toBe(true))
  })

  it('without a WalletConnect connector: says so in the user\'s words, SPEC\'s "WalletConnectConnector not found" only in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { container } = await renderWalletConnect(false)
    expect(viewState(container)).toBe('error')
    expect(screen.getByText('Connecting through WalletConnect is not available on this site.')).toBeTruthy()
    expect(screen.queryByText(/WalletConnectConnector not found/)).toBeNull()
    expect(logged.mock.calls.some(([message]) => String(message).includes('WalletConnectConnector not found'))).toBe(true)
    logged.mockRestore()
  })
})
