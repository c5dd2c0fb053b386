import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import type { Connector } from '../../../kernel/src/model/Connector.ts'
import UnsupportedChainView from './UnsupportedChainView.tsx'
import { renderView } from './testing/renderView.tsx'
import { testAddress } from '../../../kernel/src/testing/testAddress.ts'
import { testChainAdapter } from '../../../kernel/src/testing/testChainAdapter.ts'

afterEach(cleanup)

const harbor: Connector = { id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] }
/** A wallet that connects on eip155:999, a network the app did not configure. */
const adapter = testChainAdapter({
  connectors: [harbor],
  connect: async () => ({ accounts: [{ namespace: 'eip155', address: testAddress, type: 'eoa' }], caipNetworkId: 'eip155:999' }),
})

async function onUnsupportedNetwork(appKit: AppKit): Promise<void> {
  await appKit.store.adapters.connect('harbor')
  appKit.store.router.reset('UnsupportedChain')
  appKit.store.modal.setOpen(true)
}

describe('UnsupportedChainView', () => {
  it('explains the network is not supported and lists the configured networks, none as current', async () => {
    const { container, store } = await renderView(UnsupportedChainView, { options: { adapters: [adapter] }, setup: onUnsupportedNetwork })
    expect(store.networks.showUnsupportedView).toBe(true)
    expect(screen.getByText(/is not supported by this app/)).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(0)
    expect(container.querySelector('.pc-unsupported')?.getAttribute('data-state')).toBe('default')
  })

  it('switches to a configured network and closes', async () => {
    const { store } = await renderView(UnsupportedChainView, { options: { adapters: [adapter] }, setup: onUnsupportedNetwork })
    fireEvent.click(screen.getByRole('button', { name: /Ethereum/ }))
    await waitFor(() => expect(store.networks.isUnsupported).toBe(false))
    expect(store.networks.active?.caipNetworkId).toBe('eip155:1')
    expect(store.modal.open).toBe(false)
  })

  it('disconnects', async () => {
    const { store } = await renderView(UnsupportedChainView, { options: { adapters: [adapter] }, setup: onUnsupportedNetwork })
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(store.connections.isConnected).toBe(false))
    await act(async () => {})
    expect(store.modal.open).toBe(false)
  })
})
