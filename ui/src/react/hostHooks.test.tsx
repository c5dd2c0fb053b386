import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import { createAppKit } from '../../../kernel/src/createAppKit.ts'
import { fakeChainAdapter } from '../../../kernel/src/adapters/testing/fakeChainAdapter.ts'
import type { FakeChainAdapter } from '../../../kernel/src/adapters/testing/fakeChainAdapter.ts'
import { useAppKitBalance, useAppKitConnection, useAppKitConnections, useAppKitNetwork, useAppKitNetworkCore, useAppKitProvider } from './index.ts'

const currency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const rpcUrls = { default: { http: ['http://127.0.0.1:8545'] } }
const networks = [
  { id: 1, name: 'Ethereum', nativeCurrency: currency, rpcUrls },
  { id: 10, name: 'OP Mainnet', nativeCurrency: currency, rpcUrls },
]
const provider = { request: async () => null }
const ether = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 0, price: 0, quantity: { decimals: '18', numeric: '1.5' } }
const token = { ...ether, name: 'Token', symbol: 'TOK', address: '0x0000000000000000000000000000000000000001', quantity: { decimals: '6', numeric: '7' } }

let appKit: AppKit
let fake: FakeChainAdapter

beforeEach(async () => {
  fake = fakeChainAdapter({ walletProvider: provider, capabilities: ['eip155:switchChain', 'eip155:balances'], balances: [token, ether] })
  // Hooks find the instance createAppKit made last: no provider component, as with AppKit.
  appKit = createAppKit({ projectId: 'hooks', networks, adapters: [fake.definition] })
  await appKit.ready
})

afterEach(() => {
  cleanup()
  appKit.destroy()
  localStorage.clear()
})

const connect = () => act(() => appKit.store.adapters.connect('eip155-wallet'))

describe('useAppKitProvider', () => {
  it("gives the connection's provider and connector type once connected, and re-renders to nothing on disconnect", async () => {
    const { result } = renderHook(() => useAppKitProvider<typeof provider>('eip155'))
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    await connect()
    expect(result.current.walletProvider).toBe(provider)
    expect(result.current.walletProviderType).toBe('INJECTED')
    await act(() => appKit.disconnect())
    expect(result.current).toEqual({ walletProvider: undefined, walletProviderType: undefined })
  })

  it('gives nothing for a namespace that is not connected', async () => {
    await connect()
    const { result } = renderHook(() => useAppKitProvider('solana'))
    expect(result.current.walletProvider).toBeUndefined()
  })
})

describe('network hooks', () => {
  it('useAppKitNetworkCore follows a switch made through useAppKitNetwork', async () => {
    const { result } = renderHook(() => ({ core: useAppKitNetworkCore(), network: useAppKitNetwork() }))
    expect(result.current.core).toMatchObject({ chainId: 1, caipNetworkId: 'eip155:1' })
    await act(() => result.current.network.switchNetwork('eip155:10'))
    expect(result.current.core).toMatchObject({ chainId: 10, caipNetworkId: 'eip155:10', caipNetwork: { name: 'OP Mainnet' } })
  })
})

describe('useAppKitBalance', () => {
  it("fetches the native balance of the connected account, and says so when none is connected", async () => {
    const { result } = renderHook(() => useAppKitBalance())
    expect(await result.current.fetchBalance()).toEqual({ error: 'No account connected', isSuccess: false, isError: true })
    await connect()
    expect(await result.current.fetchBalance()).toEqual({ data: { balance: '1.5', symbol: 'ETH' }, error: null, isSuccess: true, isError: false })
  })
})

describe('connections', () => {
  it('useAppKitConnections lists the connection of the namespace; useAppKitConnection deletes it', async () => {
    const { result } = renderHook(() => ({ list: useAppKitConnections('eip155'), one: useAppKitConnection({ namespace: 'eip155' }) }))
    expect(result.current.list.connections).toEqual([])
    await connect()
    const connection = { connectorId: 'eip155-wallet', accounts: [{ address: '0x52908400098527886E0F7030069857D2E4169EE7', type: 'eoa' }], caipNetwork: expect.objectContaining({ caipNetworkId: 'eip155:1' }), name: 'Fake Wallet' }
    expect(result.current.list).toEqual({ connections: [connection], recentConnections: [] })
    expect(result.current.one.connection).toEqual(connection)
    await act(() => result.current.one.deleteConnection({ connectorId: 'eip155-wallet' }))
    await waitFor(() => expect(result.current.one.connection).toBeUndefined())
    expect(fake.calls).toContain('disconnect')
  })
})
