import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Connector } from '../../../../kernel/src/model/Connector.ts'
import type { TokenBalance } from '../../../../kernel/src/model/TokenBalance.ts'
import AccountView from '../AccountView.tsx'
import { renderView } from '../testing/renderView.tsx'
import { testChainAdapter } from '../../../../kernel/src/testing/testChainAdapter.ts'
import { testNetworks } from '../../../../kernel/src/testing/testNetworks.ts'

afterEach(cleanup)

const harbor: Connector = { id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] }
const network = testNetworks.ethereum
const ether: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: network.caipNetworkId, value: 3000, price: 2400, quantity: { decimals: '18', numeric: '1.25' } }
const usdc: TokenBalance = { name: 'USD Coin', symbol: 'USDC', chainId: network.caipNetworkId, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', value: 1234.5, price: 1, quantity: { decimals: '6', numeric: '1234.5' } }

async function accountWith(balances: TokenBalance[], locale?: string) {
  const adapter = testChainAdapter({ connectors: [harbor], getBalances: async () => balances })
  const { container } = await renderView(AccountView, {
    options: { adapters: [adapter], ...(locale ? { locale } : {}) },
    setup: async ({ store }) => {
      store.networks.setActive('eip155', network.caipNetworkId)
      await store.adapters.connect('harbor')
    },
  })
  await waitFor(() => expect(container.querySelector('.pc-balance')?.getAttribute('data-state')).toBe('default'))
  return container
}

describe('Account: what the listed tokens are worth, under the balance headline (issue 34)', () => {
  it('sums the values of every listed token, with 2 decimals, and names it for screen readers', async () => {
    const container = await accountWith([ether, usdc])
    expect(container.querySelector('.pc-balance-fiat')?.textContent).toBe('Total value $4,234.50')
  })

  it('leaves out a token the account holds none of, as the token list does', async () => {
    const container = await accountWith([ether, { ...usdc, value: undefined, quantity: { decimals: '6', numeric: '0' } }])
    expect(container.querySelector('.pc-balance-fiat')?.textContent).toBe('Total value $3,000.00')
  })

  it('shows nothing when a listed token has no price: a partial sum would claim a value not known', async () => {
    const container = await accountWith([ether, { ...usdc, value: undefined }])
    expect(container.querySelector('.pc-balance')?.textContent).toBe('Balance 1.250 ETH')
    expect(container.querySelector('.pc-balance-fiat')).toBeNull()
  })

  it('formats the total in the user\'s locale', async () => {
    const container = await accountWith([ether, usdc], 'de')
    // The German messages load on their own.
    await waitFor(() => expect(container.querySelector('.pc-balance-fiat')?.textContent).toBe('Gesamtwert 4.234,50 $'))
  })
})
