import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { payPlugin } from '../payPlugin.ts'
import { testExchangeSource } from '../testing/testExchangeSource.ts'
import type { TestExchangeSource } from '../testing/testExchangeSource.ts'
import { testPayWallet } from '../testing/testPayWallet.ts'
import { useAvailableExchanges } from './useAvailableExchanges.ts'
import { useExchangeBuyStatus } from './useExchangeBuyStatus.ts'
import { usePayUrlActions } from './usePayUrlActions.ts'

const networks = [{ id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
const params = { network: 'eip155:31337', asset: 'native', amount: 0.5, recipient: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' }

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.destroy()
})

async function start(exchange: TestExchangeSource | undefined): Promise<void> {
  appKit = createAppKit({ projectId: 'pay-exchange-hooks', networks, adapters: [testPayWallet().adapter], plugins: [payPlugin(exchange ? { exchanges: exchange.source } : {})] })
  await appKit.ready
}

// The hooks load the plugin's work on first use (dynamic imports): under load that may take longer than vitest's defaults.
const loading = { timeout: 15_000 }

describe('the exchange hooks', () => {
  it('useAvailableExchanges lists the exchanges at once, and again on fetch', async () => {
    await start(testExchangeSource())
    const { result } = renderHook(() => useAvailableExchanges({ network: 'eip155:31337' }))
    expect(result.current.isLoading).toBe(true)
    await waitFor(() => expect(result.current.data).toEqual([{ id: 'cove', name: 'Cove', imageUrl: 'https://cove.example/logo.png' }]), loading)
    expect(result.current).toMatchObject({ isLoading: false, error: null })
    await act(() => result.current.fetch({ page: 0 }))
    expect(result.current.data).toHaveLength(1)
  }, 30_000)

  it('useAvailableExchanges reports an error without an exchange source, and lists nothing before fetch when told', async () => {
    await start(undefined)
    const { result } = renderHook(() => useAvailableExchanges())
    await waitFor(() => expect(result.current.error?.message).toMatch(/^No exchanges/), loading)
    expect(result.current).toMatchObject({ data: null, isLoading: false })
    const idle = renderHook(() => useAvailableExchanges({ shouldFetchOnInit: false }))
    expect(idle.result.current).toMatchObject({ data: null, isLoading: false, error: null })
  }, 30_000)

  it('usePayUrlActions opens a payment at the exchange; useExchangeBuyStatus follows it and calls onSuccess once with the hash', async () => {
    const exchange = testExchangeSource()
    await start(exchange)
    const actions = renderHook(() => usePayUrlActions())
    const opened = await actions.result.current.getUrl('cove', params)
    expect(opened).toEqual({ url: 'https://cove.example/w/session-1', sessionId: 'session-1' })
    expect(exchange.opened).toEqual([{ exchangeId: 'cove', params }])
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useExchangeBuyStatus({ exchangeId: 'cove', sessionId: opened.sessionId, onSuccess }))
    await waitFor(() => expect(result.current.data).toEqual({ status: 'UNKNOWN' }), loading)
    exchange.report({ status: 'SUCCESS', txHash: `0x${'5'.repeat(64)}` })
    await act(() => result.current.refetch())
    expect(result.current.data).toEqual({ status: 'SUCCESS', txHash: `0x${'5'.repeat(64)}` })
    await act(() => result.current.refetch())
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(`0x${'5'.repeat(64)}`)
  }, 30_000)

  it('usePayUrlActions refuses an exchange page that is not safe to open', async () => {
    await start(testExchangeSource({ url: 'javascript:alert(1)' }))
    const { result } = renderHook(() => usePayUrlActions())
    await expect(result.current.getUrl('cove', params)).rejects.toThrow('The exchange page is not safe to open')
  }, 30_000)

  it('useExchangeBuyStatus reads nothing when not enabled', async () => {
    const exchange = testExchangeSource()
    const status = vi.spyOn(exchange.source, 'status')
    await start(exchange)
    const { result } = renderHook(() => useExchangeBuyStatus({ exchangeId: 'cove', sessionId: 'session-1', isEnabled: false }))
    expect(result.current).toMatchObject({ data: null, isLoading: false })
    expect(status).not.toHaveBeenCalled()
  }, 30_000)
})
