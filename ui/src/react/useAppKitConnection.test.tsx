import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import { createAppKit } from '../../../kernel/src/createAppKit.ts'
import { fakeChainAdapter } from '../../../kernel/src/adapters/testing/fakeChainAdapter.ts'
import type { FakeChainAdapter } from '../../../kernel/src/adapters/testing/fakeChainAdapter.ts'
import type { WalletConnection } from '../../../kernel/src/host/WalletConnection.ts'
import { useAppKitAccount, useAppKitConnection, useAppKitConnections } from './index.ts'

const currency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: currency, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
const ada = '0x52908400098527886E0F7030069857D2E4169EE7'
const bob = '0x000000000000000000000000000000000000dEaD'

let appKit: AppKit
let fake: FakeChainAdapter

beforeEach(async () => {
  fake = fakeChainAdapter({
    connectors: [
      { id: 'ada-wallet', type: 'ANNOUNCED', name: 'Ada Wallet', namespaces: ['eip155'] },
      { id: 'bob-wallet', type: 'ANNOUNCED', name: 'Bob Wallet', namespaces: ['eip155'] },
    ],
    addresses: { 'ada-wallet': ada, 'bob-wallet': bob },
  })
  appKit = createAppKit({ projectId: 'hooks', networks, adapters: [fake.definition] })
  await appKit.ready
})

afterEach(() => {
  cleanup()
  appKit.destroy()
  localStorage.clear()
})

const connect = (connectorId: string) => act(() => appKit.store.adapters.connect(connectorId))
const summary = (connections: WalletConnection[]) => connections.map((each) => [each.name, each.accounts[0]?.address])

// The first connect loads the kernel's deferred runtime: seconds on a loaded machine.
describe('several wallets at once (useAppKitConnections, useAppKitConnection)', { timeout: 30_000 }, () => {
  it('lists both wallets of the namespace, the active one first; switching makes the other active and the account follows', async () => {
    const switched: (WalletConnection | undefined)[] = []
    const { result } = renderHook(() => ({
      list: useAppKitConnections(),
      one: useAppKitConnection({ namespace: 'eip155', onSuccess: ({ connection }) => switched.push(connection) }),
      account: useAppKitAccount(),
    }))
    await connect('ada-wallet')
    await connect('bob-wallet')
    expect(summary(result.current.list.connections)).toEqual([['Bob Wallet', bob], ['Ada Wallet', ada]])
    expect(result.current.one.connection?.name).toBe('Bob Wallet')
    expect(result.current.account.address).toBe(bob)
    const events: unknown[] = []
    appKit.subscribeEvents((event) => events.push([event.data.event, event.data.properties]))
    const adaConnection = result.current.list.connections[1] as WalletConnection
    await act(() => result.current.one.switchConnection({ connection: adaConnection, address: ada }))
    await waitFor(() => expect(result.current.account.address).toBe(ada))
    expect(summary(result.current.list.connections)).toEqual([['Ada Wallet', ada], ['Bob Wallet', bob]])
    expect(result.current.one.connection?.name).toBe('Ada Wallet')
    expect(switched.map((each) => each?.name)).toEqual(['Ada Wallet'])
    expect(result.current.one.isPending).toBe(false)
    // The events follow the active connection: a switch to another wallet is a connect to it.
    expect(events).toEqual([['CONNECT_SUCCESS', { method: 'browser', name: 'Ada Wallet', namespace: 'eip155', caipNetworkId: 'eip155:1' }]])
  })

  it('deleting the active connection makes the next one active and lists the deleted one as recent', async () => {
    const { result } = renderHook(() => ({ list: useAppKitConnections('eip155'), one: useAppKitConnection({ namespace: 'eip155' }), account: useAppKitAccount() }))
    await connect('ada-wallet')
    await connect('bob-wallet')
    await act(() => result.current.one.deleteConnection({ connectorId: 'bob-wallet' }))
    await waitFor(() => expect(result.current.account.address).toBe(ada))
    expect(summary(result.current.list.connections)).toEqual([['Ada Wallet', ada]])
    expect(summary(result.current.list.recentConnections)).toEqual([['Bob Wallet', bob]])
    await act(() => result.current.one.deleteConnection({ connectorId: 'ada-wallet' }))
    await waitFor(() => expect(result.current.account.isConnected).toBe(false))
    expect(result.current.list.connections).toEqual([])
    expect(summary(result.current.list.recentConnections)).toEqual([['Ada Wallet', ada], ['Bob Wallet', bob]])
  })

  it('passes the address on: one the connection does not have fails with ACCOUNT_NOT_FOUND and nothing changes', async () => {
    const errors: unknown[] = []
    const { result } = renderHook(() => ({
      list: useAppKitConnections('eip155'),
      one: useAppKitConnection({ namespace: 'eip155', onError: (error) => errors.push(error) }),
      account: useAppKitAccount(),
    }))
    await connect('ada-wallet')
    await connect('bob-wallet')
    const adaConnection = result.current.list.connections[1] as WalletConnection
    await act(() => result.current.one.switchConnection({ connection: adaConnection, address: bob }))
    expect(errors).toMatchObject([{ code: 'ACCOUNT_NOT_FOUND' }])
    expect(result.current.one.isPending).toBe(false)
    expect(result.current.account.address).toBe(bob)
    expect(summary(result.current.list.connections)).toEqual([['Bob Wallet', bob], ['Ada Wallet', ada]])
  })

  it('gives a failure to onError instead of throwing it', async () => {
    const errors: unknown[] = []
    const { result } = renderHook(() => ({ list: useAppKitConnections('eip155'), one: useAppKitConnection({ namespace: 'eip155', onError: (error) => errors.push(error) }) }))
    await connect('ada-wallet')
    await connect('bob-wallet')
    fake.options.reconnect = 'fail'
    const adaConnection = result.current.list.connections[1] as WalletConnection
    await act(() => result.current.one.switchConnection({ connection: adaConnection }))
    expect(errors).toHaveLength(1)
    expect(result.current.one.connection?.name).toBe('Bob Wallet')
  })
})
