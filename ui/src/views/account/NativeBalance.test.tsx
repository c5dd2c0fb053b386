import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Connector } from '../../../../kernel/src/model/Connector.ts'
import AccountView from '../AccountView.tsx'
import { renderView } from '../testing/renderView.tsx'
import { testAddress } from '../../../../kernel/src/testing/testAddress.ts'
import { testChainAdapter } from '../../../../kernel/src/testing/testChainAdapter.ts'
import { testNetworks } from '../../../../kernel/src/testing/testNetworks.ts'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const harbor: Connector = { id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] }
const network = testNetworks.ethereum
const key = `${network.caipNetworkId}:${testAddress}`

describe('SPEC §3 storage: nativeBalanceCache in the Account view (SPEC §9: 30 s)', () => {
  it('stores the native balance it reads', async () => {
    const adapter = testChainAdapter({ connectors: [harbor], getBalances: async () => [{ name: 'Ether', symbol: 'ETH', chainId: network.caipNetworkId, quantity: { decimals: '18', numeric: '2.5' } }] })
    const { store } = await renderView(AccountView, {
      options: { adapters: [adapter] },
      setup: async ({ store }) => {
        store.networks.setActive('eip155', network.caipNetworkId)
        await store.adapters.connect('harbor')
      },
    })
    await waitFor(() => expect(store.storage.get('nativeBalanceCache')?.[key]).toMatchObject({ balance: '2.5', symbol: 'ETH' }))
  })

  it('shows the cached native balance instead of a skeleton while the balances are read', async () => {
    const adapter = testChainAdapter({ connectors: [harbor], getBalances: () => new Promise(() => {}) })
    const { container } = await renderView(AccountView, {
      options: { adapters: [adapter] },
      setup: async ({ store }) => {
        store.storage.set('nativeBalanceCache', { [key]: { timestamp: Date.now(), balance: '1.5', symbol: 'ETH' } })
        store.networks.setActive('eip155', network.caipNetworkId)
        await store.adapters.connect('harbor')
      },
    })
    await waitFor(() => expect(container.querySelector('.pc-balance')?.textContent).toBe('Balance 1.500 ETH'))
    expect(container.querySelector('.pc-balance')?.getAttribute('data-state')).toBe('default')
    expect(screen.queryByText(/May be out of date/)).toBeNull()
  })
})

describe('a native balance not known (SPEC §4: retries blocked 30 s after a failure)', () => {
  it('says the balance is unavailable, never zero, and shows it once the read after the 30 s block succeeds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
    let reads = 0
    const adapter = testChainAdapter({
      connectors: [harbor],
      getBalances: async () => {
        reads += 1
        if (reads === 1) throw new Error('The node cannot be reached')
        return [{ name: 'Ether', symbol: 'ETH', chainId: network.caipNetworkId, quantity: { decimals: '18', numeric: '2.5' } }]
      },
    })
    try {
      const { container } = await renderView(AccountView, {
        options: { adapters: [adapter] },
        setup: async ({ store }) => {
          store.networks.setActive('eip155', network.caipNetworkId)
          await store.adapters.connect('harbor')
        },
      })
      const balance = () => container.querySelector('.pc-balance')
      await waitFor(() => expect(balance()?.textContent).toBe('Balance unavailable'))
      expect(balance()?.getAttribute('data-state')).toBe('unavailable')
      expect(reads).toBe(1)
      await vi.advanceTimersByTimeAsync(29_000)
      expect(reads).toBe(1)
      await vi.advanceTimersByTimeAsync(1_000)
      await waitFor(() => expect(balance()?.textContent).toBe('Balance 2.500 ETH'))
      expect(reads).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
