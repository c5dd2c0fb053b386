import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProviderError } from '../../../kernel/src/errors.ts'
import type { Connector } from '../../../kernel/src/model/Connector.ts'
import type { Network } from '../../../kernel/src/model/Network.ts'
import NetworksView from './NetworksView.tsx'
import { renderView } from './testing/renderView.tsx'
import { testAddress } from '../../../kernel/src/testing/testAddress.ts'
import { testChainAdapter } from '../../../kernel/src/testing/testChainAdapter.ts'
import { testNetworks } from '../../../kernel/src/testing/testNetworks.ts'

afterEach(cleanup)

const harbor: Connector = { id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] }

function networkButton(name: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(name) })
}

describe('NetworksView', () => {
  it('lists one namespace without headings and marks the active network', async () => {
    await renderView(NetworksView)
    expect(screen.queryAllByRole('heading')).toHaveLength(0)
    const list = screen.getByRole('list', { name: 'Networks' })
    expect(within(list).getAllByRole('button').map((button) => button.getAttribute('data-network'))).toEqual(['eip155:1', 'eip155:11155111'])
    expect(networkButton('Ethereum').getAttribute('aria-current')).toBe('true')
    expect(networkButton('Sepolia').getAttribute('aria-current')).toBeNull()
    expect(within(networkButton('Sepolia')).getByText('Testnet')).toBeTruthy()
  })

  it('groups networks by namespace with a heading each when there are several', async () => {
    await renderView(NetworksView, { options: { networks: [testNetworks.ethereum, testNetworks.solana, testNetworks.sepolia] } })
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['EVM networks', 'Solana networks'])
    const solana = screen.getByRole('region', { name: 'Solana networks' })
    expect(within(solana).getAllByRole('button').map((button) => button.textContent)).toEqual(['Solana'])
    // The groups keep the one name the single list has.
    expect(within(screen.getByRole('group', { name: 'Networks' })).getAllByRole('button')).toHaveLength(3)
  })

  // The switch imports the kernel's deferred runtime first: over 1 s under CI load.
  it('switches through the adapters while disconnected, then goes back', { timeout: 20_000 }, async () => {
    const { store } = await renderView(NetworksView, { setup: (appKit) => appKit.store.router.push('Networks') })
    fireEvent.click(networkButton('Sepolia'))
    await waitFor(() => expect(store.networks.active?.caipNetworkId).toBe('eip155:11155111'), { timeout: 15_000 })
    expect(store.router.view).toBe('Connect')
  })

  it('shows the pending switch, then the new active network', async () => {
    let finish: () => void = () => {}
    const switchNetwork = vi.fn((_network: Network) => new Promise<void>((resolve) => (finish = resolve)))
    const { container, store } = await renderView(NetworksView, {
      options: { adapters: [testChainAdapter({ connectors: [harbor], switchNetwork })] },
      setup: async (appKit) => {
        await appKit.store.adapters.connect('harbor')
        appKit.store.router.push('Networks')
      },
    })
    fireEvent.click(networkButton('Sepolia'))
    await waitFor(() => expect(switchNetwork).toHaveBeenCalledWith(testNetworks.sepolia))
    expect(container.querySelector('.pc-networks')?.getAttribute('data-state')).toBe('loading')
    expect(networkButton('Sepolia').getAttribute('aria-busy')).toBe('true')
    expect((networkButton('Ethereum') as HTMLButtonElement).disabled).toBe(true)

    await act(async () => finish())
    expect(store.networks.active?.caipNetworkId).toBe('eip155:11155111')
    expect(store.router.view).toBe('Connect')
  })

  it('shows an error snack when the switch fails and stays on the view', async () => {
    const switchNetwork = vi.fn(() => Promise.reject(new ProviderError('Unrecognized chain ID', { code: 4902 })))
    const { container, store } = await renderView(NetworksView, {
      options: { adapters: [testChainAdapter({ connectors: [harbor], switchNetwork })] },
      setup: async (appKit) => {
        await appKit.store.adapters.connect('harbor')
        appKit.store.router.push('Networks')
      },
    })
    fireEvent.click(networkButton('Sepolia'))
    await waitFor(() => expect(store.snack.message).toBe('Unrecognized chain ID'))
    expect(store.snack.variant).toBe('error')
    expect(store.networks.active?.caipNetworkId).toBe('eip155:1')
    expect(store.router.view).toBe('Networks')
    expect(container.querySelector('.pc-networks')?.getAttribute('data-state')).toBe('default')
  })

  it('marks an unsupported active network and marks no configured one as current', async () => {
    const connect = async () => ({ accounts: [{ namespace: 'eip155' as const, address: testAddress, type: 'eoa' as const }], caipNetworkId: 'eip155:999' })
    const { container } = await renderView(NetworksView, {
      options: { adapters: [testChainAdapter({ connectors: [harbor], connect })] },
      setup: (appKit) => appKit.store.adapters.connect('harbor'),
    })
    expect(container.querySelector('.pc-networks')?.getAttribute('data-state')).toBe('error')
    expect(screen.getByText('Your wallet is on a network this app does not support.')).toBeTruthy()
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(0)
  })
})
