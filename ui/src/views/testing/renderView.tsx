import { render } from '@testing-library/react'
import { when } from 'mobx'
import { afterEach } from 'vitest'
import type { RenderResult } from '@testing-library/react'
import type { ComponentType } from 'react'
import type { AppKit } from '../../../../kernel/src/AppKit.ts'
import type { AppKitOptions } from '../../../../kernel/src/config/AppKitOptions.ts'
import { createAppKit } from '../../../../kernel/src/createAppKit.ts'
import type { RootStore } from '../../../../kernel/src/RootStore.ts'
import { AppKitContext } from '../../react/AppKitContext.ts'
import { registerCoreViews } from '../../coreViews.ts'
import { joinModalMessages } from '../../modalMessages.ts'
import { testNetworks } from '../../../../kernel/src/testing/testNetworks.ts'

// Views render inside the modal, whose chunk brings their messages.
joinModalMessages()

/** Each instance a test rendered, and whether its modal was ever opened (which starts loading the modal's code). */
const live = new Set<{ appKit: AppKit; opened: boolean; stopWatching: () => void }>()

// After the test's own cleanup (hooks run last-registered first): an opened modal's code, loading in
// the background, is awaited before the instance ends, so the import never lands after the file's
// environment is gone; every instance is destroyed, so none outlives its test.
afterEach(async () => {
  const instances = [...live]
  live.clear()
  for (const instance of instances) {
    instance.stopWatching()
    if (instance.opened) await instance.appKit.preload()
    instance.appKit.destroy()
  }
})

/** What `renderView` gives back: the testing-library result, the instance and its store. */
export interface RenderedView extends RenderResult {
  appKit: AppKit
  store: RootStore
}

/** Options of `renderView`: `createAppKit` options over the test defaults, and store setup before the first render. */
export interface RenderViewOptions {
  options?: Partial<AppKitOptions>
  /** Runs before rendering, such as loading adapters or connecting through the store's own actions; `removeCoreViews` takes the core views away. */
  setup?: (appKit: AppKit, removeCoreViews: () => void) => void | Promise<void>
}

/**
 * Renders a view the way the modal does: a real `createAppKit` instance (project id 'test',
 * Ethereum and Sepolia, no adapters unless given) with the core views registered, provided
 * through AppKitContext. Local storage starts empty, so no test sees another's recent wallets
 * or connections. The instance is destroyed when the view unmounts, or else after the test (once
 * the modal's code, if an open started loading it, has arrived).
 */
export async function renderView(View: ComponentType, { options = {}, setup }: RenderViewOptions = {}): Promise<RenderedView> {
  localStorage.clear()
  const appKit = createAppKit({ projectId: 'test', networks: [testNetworks.ethereum, testNetworks.sepolia], adapters: [], ...options })
  const instance = { appKit, opened: false, stopWatching: () => {} }
  instance.stopWatching = when(
    () => appKit.store.modal.open,
    () => {
      instance.opened = true
    },
  )
  live.add(instance)
  const removeCoreViews = registerCoreViews(appKit.store.registry)
  await setup?.(appKit, removeCoreViews)
  const result = render(
    <AppKitContext.Provider value={appKit}>
      <View />
    </AppKitContext.Provider>,
  )
  const unmount = result.unmount
  return {
    ...result,
    unmount: () => {
      unmount()
      appKit.destroy()
    },
    appKit,
    store: appKit.store,
  }
}
