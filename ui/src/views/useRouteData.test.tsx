import { cleanup, renderHook } from '@testing-library/react'
import * as t from 'io-ts'
import { runInAction } from 'mobx'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import { createAppKit } from '../../../kernel/src/createAppKit.ts'
import { testNetworks } from '../../../kernel/src/testing/testNetworks.ts'
import { AppKitContext } from '../react/AppKitContext.ts'
import { ConnectingExternalData } from './connecting/ConnectingExternalData.ts'
import { ConnectingWalletConnectData } from './connecting/ConnectingWalletConnectData.ts'
import { useRouteData } from './useRouteData.ts'

let appKit: AppKit

beforeEach(async () => {
  appKit = createAppKit({ projectId: 'route-data', networks: [testNetworks.ethereum], adapters: [] })
  await appKit.ready
})

afterEach(() => {
  cleanup()
  appKit.destroy()
})

const wrapper = ({ children }: { children: ReactNode }) => <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>

/** Data as a host without types may pass to `open`: whatever JSON it likes. */
const untyped = (json: string): { connectorId: string } => JSON.parse(json) as { connectorId: string }

describe("a view's route data", () => {
  it('is the data its latest history entry was opened with, decoded and typed as the route registry declares it', () => {
    const { router } = appKit.store
    runInAction(() => {
      router.reset('ConnectingExternal', { connectorId: 'first' })
      router.push('Networks')
      router.push('ConnectingExternal', { connectorId: 'latest' })
    })
    const { result } = renderHook(() => useRouteData('ConnectingExternal', ConnectingExternalData), { wrapper })
    expect(result.current).toEqual({ connectorId: 'latest' })
    // The type comes from RouteRegistry: a string, read without narrowing.
    const connectorId: string | undefined = result.current?.connectorId
    expect(connectorId).toBe('latest')
  })

  it('is read once, when the view mounts: a later entry of the same view does not change it', () => {
    const { router } = appKit.store
    runInAction(() => router.reset('ConnectingWalletConnect', { walletId: 'metamask', title: 'MetaMask' }))
    const { result, rerender } = renderHook(() => useRouteData('ConnectingWalletConnect', ConnectingWalletConnectData), { wrapper })
    runInAction(() => {
      router.push('Networks')
      router.push('ConnectingWalletConnect', { walletId: 'rainbow' })
    })
    rerender()
    expect(result.current).toEqual({ walletId: 'metamask', title: 'MetaMask' })
  })

  it('is undefined when the view was opened without data, and no warning is said', () => {
    const warn = vi.spyOn(appKit.store.logger, 'warn')
    runInAction(() => appKit.store.router.reset('ConnectingWalletConnect'))
    const { result } = renderHook(() => useRouteData('ConnectingWalletConnect', ConnectingWalletConnectData), { wrapper })
    expect(result.current).toBeUndefined()
    expect(warn).not.toHaveBeenCalled()
  })

  it('refuses data its codec does not accept: undefined, and the developer is told which view and which field', () => {
    const warn = vi.spyOn(appKit.store.logger, 'warn')
    runInAction(() => appKit.store.router.reset('ConnectingExternal', untyped('{"connectorId":7}')))
    const { result } = renderHook(() => useRouteData('ConnectingExternal', ConnectingExternalData), { wrapper })
    expect(result.current).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toMatch(/"ConnectingExternal".*connectorId: expected string, got 7/)
  })

  it('is typed through the route registry: a codec of another shape does not compile', () => {
    const renderWrong = () =>
      // @ts-expect-error ConnectingExternal's data is { connectorId: string }, not { side }
      renderHook(() => useRouteData('ConnectingExternal', t.type({ side: t.string })), { wrapper })
    expect(renderWrong).toBeTypeOf('function')
  })
})
