import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ConnectResult } from '../../../kernel/src/contracts/ChainAdapter.ts'
import { ProviderError } from '../../../kernel/src/errors.ts'
import type { Connector } from '../../../kernel/src/model/Connector.ts'
import ConnectingExternalView from './ConnectingExternalView.tsx'
import { renderView } from './testing/renderView.tsx'
import type { RenderViewOptions } from './testing/renderView.tsx'
import { testAddress } from '../../../kernel/src/testing/testAddress.ts'
import { testChainAdapter } from '../../../kernel/src/testing/testChainAdapter.ts'

afterEach(cleanup)

const harbor: Connector = { id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'], info: { rdns: 'dev.harbor' } }
const success: ConnectResult = { accounts: [{ namespace: 'eip155', address: testAddress, type: 'eoa' }], caipNetworkId: 'eip155:1' }

/** Connect requests the test answers one by one. */
function walletRequests() {
  const pending: { resolve: (result: ConnectResult) => void; reject: (error: unknown) => void }[] = []
  const connect = vi.fn(() => new Promise<ConnectResult>((resolve, reject) => pending.push({ resolve, reject })))
  return { connect, pending }
}

function renderConnecting(connect: () => Promise<ConnectResult>, options: RenderViewOptions['options'] = {}) {
  return renderView(ConnectingExternalView, {
    options: { adapters: [testChainAdapter({ connectors: [harbor], connect })], ...options },
    setup: async (appKit) => {
      await appKit.store.adapters.ensureLoaded()
      appKit.store.router.push('ConnectingExternal', { connectorId: 'harbor' })
    },
  })
}

function viewState(container: HTMLElement): string | null | undefined {
  return container.querySelector('.pc-connecting')?.getAttribute('data-state')
}

describe('ConnectingExternalView', () => {
  it("shows the host's connectorImages entry for the wallet", async () => {
    const requested: string[] = []
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          requested.push(url)
        }
      },
    )
    try {
      await renderConnecting(walletRequests().connect, { connectorImages: { 'dev.harbor': 'https://images.example/harbor.png' } })
      expect(requested).toEqual(['https://images.example/harbor.png'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('waits for the wallet, asking once, then shows Account', async () => {
    const wallet = walletRequests()
    const { container, store } = await renderConnecting(wallet.connect)
    expect(viewState(container)).toBe('waiting')
    expect(screen.getByRole('status').textContent).toContain('Continue in Harbor Wallet')
    await vi.waitFor(() => expect(wallet.connect).toHaveBeenCalledTimes(1))

    await act(async () => wallet.pending[0]?.resolve(success))
    expect(store.connections.isConnected).toBe(true)
    expect(store.router.history.map((entry) => entry.view)).toEqual(['Account'])
  })

  it('shows the declined state when the wallet rejects (4001), and Try again asks again', async () => {
    const wallet = walletRequests()
    const { container, store } = await renderConnecting(wallet.connect)
    await vi.waitFor(() => expect(wallet.connect).toHaveBeenCalledTimes(1))

    await act(async () => wallet.pending[0]?.reject(new ProviderError('User rejected the request.', { code: 4001 })))
    expect(viewState(container)).toBe('declined')
    // Said at once: the alert appears with the outcome (issue 20: connection status announced).
    expect(screen.getByRole('alert').textContent).toContain('Connection declined')
    expect(store.connections.isConnected).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(viewState(container)).toBe('waiting')
    await vi.waitFor(() => expect(wallet.connect).toHaveBeenCalledTimes(2))
    await act(async () => wallet.pending[1]?.resolve(success))
    expect(store.router.view).toBe('Account')
  })

  it('shows the error state with the reason for any other failure', async () => {
    const wallet = walletRequests()
    const { container } = await renderConnecting(wallet.connect)
    await vi.waitFor(() => expect(wallet.connect).toHaveBeenCalledTimes(1))
    await act(async () => wallet.pending[0]?.reject(new ProviderError('Resource unavailable', { code: -32002 })))
    expect(viewState(container)).toBe('error')
    expect(screen.getByRole('alert').textContent).toContain('Connection failed')
    expect(screen.getByText('Resource unavailable')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('closes the modal instead of showing Account in embedded mode', async () => {
    const wallet = walletRequests()
    const { store } = await renderConnecting(wallet.connect, { enableEmbedded: true })
    act(() => store.modal.setOpen(true))
    await vi.waitFor(() => expect(wallet.connect).toHaveBeenCalledTimes(1))
    await act(async () => wallet.pending[0]?.resolve(success))
    expect(store.modal.open).toBe(false)
    expect(store.router.view).toBe('ConnectingExternal')
  })
})
