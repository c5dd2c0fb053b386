import { cleanup, renderHook } from '@testing-library/react'
import { runInAction } from 'mobx'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../../../kernel/src/AppKit.ts'
import { createAppKit } from '../../../kernel/src/createAppKit.ts'
import type { PluginContext } from '../../../kernel/src/plugins/PluginContext.ts'
import { testNetworks } from '../../../kernel/src/testing/testNetworks.ts'
import { AppKitContext } from '../react/AppKitContext.ts'
import { PluginNotSetUpError } from '../errors/PluginNotSetUpError.ts'
import { usePluginContext } from './usePluginContext.ts'
import { usePluginStore } from './usePluginStore.ts'

// The store this test's plugin attaches, declared as a plugin declares its own.
declare module '@portico/kernel/extend' {
  interface PluginStoreRegistry {
    uiViewTest: { label: string }
    /** Declared, never attached. */
    uiViewTestAbsent: { label: string }
  }
}

let appKit: AppKit
let setUpWith: PluginContext | undefined

beforeEach(async () => {
  setUpWith = undefined
  const plugin = {
    id: 'uiViewTest',
    load: async () => ({
      setup: (context: PluginContext) => {
        setUpWith = context
        context.attach('uiViewTest', { label: 'attached' })
      },
    }),
  }
  appKit = createAppKit({ projectId: 'views', networks: [testNetworks.ethereum], adapters: [], plugins: [plugin] })
  await appKit.ready
})

afterEach(() => {
  cleanup()
  appKit.destroy()
})

const wrapper = ({ children }: { children: ReactNode }) => <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>

describe("a plugin view's narrow context", () => {
  it('is the context its plugin was set up with, and its store the one the plugin attached', () => {
    const { result } = renderHook(() => ({ context: usePluginContext('uiViewTest'), store: usePluginStore('uiViewTest') }), { wrapper })
    expect(setUpWith).toBeDefined()
    expect(result.current.context).toBe(setUpWith)
    expect(result.current.store.label).toBe('attached')
    runInAction(() => appKit.store.i18n.setLocale('de'))
    expect(result.current.context.locale).toBe('de')
  })

  it('throws PluginNotSetUpError for a plugin not set up on the instance, and an optional store is undefined', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => usePluginContext('absent'), { wrapper })).toThrow(PluginNotSetUpError)
    expect(() => renderHook(() => usePluginStore('uiViewTestAbsent'), { wrapper })).toThrow(PluginNotSetUpError)
    quiet.mockRestore()
    const { result } = renderHook(() => usePluginStore('uiViewTestAbsent', { optional: true }), { wrapper })
    expect(result.current).toBeUndefined()
  })
})
