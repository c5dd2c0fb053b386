import { act, cleanup, renderHook, type RenderHookResult } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import { fakeChainAdapter } from '../../../kernel/src/adapters/testing/fakeChainAdapter.ts'
import { AppKitNotCreatedError } from '../errors.ts'
import { createTestAppKit } from '../shell/testing/createTestAppKit.tsx'
import {
  AppKitProvider,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from './index.ts'

const address = '0x1234567890abcdef1234567890abcdef12345678'
let appKit: AppKit

function connect(): void {
  act(() => {
    appKit.store.connections.setConnected('eip155', {
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      caipNetworkId: 'eip155:1',
      connectorId: 'injected',
    })
  })
}

function withProvider<R>(hook: () => R, instance: AppKit = appKit): RenderHookResult<R, unknown> {
  return renderHook(hook, { wrapper: ({ children }) => <AppKitProvider appKit={instance}>{children}</AppKitProvider> })
}

beforeEach(() => {
  appKit = createTestAppKit()
})

afterEach(() => {
  cleanup()
  appKit.destroy()
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('hooks before createAppKit', () => {
  it('throw SPEC\'s text', () => {
    appKit.destroy()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const hook of [useAppKit, useAppKitState, useAppKitAccount, useAppKitNetwork, useAppKitEvents, useDisconnect, useWalletInfo, useAppKitTheme]) {
      expect(() => renderHook(() => hook())).toThrow('Please call "createAppKit" before using "useAppKit" hook')
    }
    // Typed: a host tells this condition by its class or code, never by the text.
    expect(() => renderHook(() => useAppKit())).toThrow(expect.objectContaining({ name: 'AppKitNotCreatedError', code: 'NOT_CREATED' }))
    expect(() => renderHook(() => useAppKit())).toThrow(AppKitNotCreatedError)
  })
})

describe('hooks', () => {
  it('find the instance createAppKit made, without a provider', () => {
    const { result } = renderHook(() => useAppKitTheme())
    expect(result.current.themeMode).toBe('dark')
  })

  it('prefer the provider\'s instance over the last one created', () => {
    const later = createTestAppKit()
    act(() => later.store.theme.setThemeMode('light'))
    expect(renderHook(() => useAppKitTheme()).result.current.themeMode).toBe('light')
    expect(withProvider(() => useAppKitTheme()).result.current.themeMode).toBe('dark')
    later.destroy()
  })

  it('useAppKit opens and closes the modal', async () => {
    const { result } = withProvider(() => useAppKit())
    await act(() => result.current.open({ view: 'Networks' }))
    expect(appKit.store.modal.open).toBe(true)
    expect(appKit.store.router.view).toBe('Networks')
    await act(() => result.current.close())
    expect(appKit.store.modal.open).toBe(false)
  })

  it('useAppKitState follows the modal, the active network and readiness', async () => {
    const { result } = withProvider(() => useAppKitState())
    expect(result.current).toMatchObject({ open: false, loading: false, selectedNetworkId: 'eip155:1', activeChain: 'eip155' })
    act(() => appKit.store.modal.setOpen(true))
    expect(result.current.open).toBe(true)
    await act(() => appKit.ready)
    expect(result.current.initialized).toBe(true)
  })

  it('useAppKitAccount reports disconnected, then the connected account', () => {
    const { result } = withProvider(() => useAppKitAccount())
    expect(result.current).toEqual({
      allAccounts: [],
      caipAddress: undefined,
      address: undefined,
      isConnected: false,
      status: 'disconnected',
      embeddedWalletInfo: undefined,
    })
    connect()
    expect(result.current).toEqual({
      allAccounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      caipAddress: `eip155:1:${address}`,
      address,
      isConnected: true,
      status: 'connected',
      embeddedWalletInfo: undefined,
    })
  })

  it('useAppKitAccount reads another namespace when asked', () => {
    connect()
    const { result } = withProvider(() => useAppKitAccount({ namespace: 'solana' }))
    expect(result.current.isConnected).toBe(false)
    expect(result.current.status).toBe('disconnected')
  })

  it('re-render only when what they return changes', () => {
    let renders = 0
    withProvider(() => {
      renders += 1
      return useAppKitAccount()
    })
    const afterMount = renders
    act(() => appKit.store.snack.showSuccess('unrelated'))
    act(() => appKit.store.modal.setOpen(true))
    expect(renders).toBe(afterMount)
    connect()
    expect(renders).toBe(afterMount + 1)
  })

  it('useAppKitNetwork reports the active network and switches it', async () => {
    const { result } = withProvider(() => useAppKitNetwork())
    expect(result.current.caipNetworkId).toBe('eip155:1')
    expect(result.current.chainId).toBe(1)
    expect(result.current.caipNetwork?.name).toBe('Ethereum')
    const optimism = appKit.store.networks.find('eip155:10')!
    await act(() => result.current.switchNetwork(optimism))
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:10', chainId: 10 })
    expect(result.current.caipNetwork?.name).toBe('Optimism')
  })

  it('useAppKitEvents reports the latest analytics event', () => {
    const { result } = withProvider(() => useAppKitEvents())
    expect(result.current.data.event).toBe('MODAL_CREATED')
    const event = { timestamp: 1700000000000, data: { type: 'track' as const, event: 'SEND_INITIATED', properties: { network: 'eip155:1' } } }
    act(() => appKit.store.events.emit('analytics', event))
    expect(result.current).toEqual(event)
  })

  it('useWalletInfo reports the connected wallet, useDisconnect disconnects it', async () => {
    appKit.destroy()
    const fake = fakeChainAdapter()
    appKit = createTestAppKit([fake.definition])
    const { result } = withProvider(() => ({ info: useWalletInfo(), account: useAppKitAccount(), actions: useDisconnect() }))
    expect(result.current.info).toEqual({ walletInfo: undefined })

    await act(() => appKit.store.adapters.connect('eip155-wallet'))
    expect(result.current.info).toEqual({ walletInfo: { name: 'Fake Wallet', type: 'INJECTED', rdns: 'com.fake' } })
    expect(result.current.account.isConnected).toBe(true)

    const first = result.current.actions.disconnect
    await act(() => result.current.actions.disconnect())
    expect(fake.calls).toContain('disconnect')
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined })
    expect(result.current.info).toEqual({ walletInfo: undefined })
    expect(result.current.actions.disconnect).toBe(first)
  })

  it('useAppKitTheme reads and sets mode and variables', () => {
    const { result } = withProvider(() => useAppKitTheme())
    expect(result.current.themeVariables).toEqual({})
    act(() => result.current.setThemeMode('light'))
    expect(result.current.themeMode).toBe('light')
    act(() => result.current.setThemeVariables({ '--w3m-accent': '#ff0000' }))
    act(() => result.current.setThemeVariables({ '--w3m-z-index': 1000 }))
    expect(result.current.themeVariables).toEqual({ '--w3m-accent': '#ff0000', '--w3m-z-index': 1000 })
    expect(appKit.store.theme.themeMode).toBe('light')
  })
})
