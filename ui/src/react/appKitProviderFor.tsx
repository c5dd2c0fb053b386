import type { ReactNode } from 'react'
import type { AppKit } from '@portico/kernel/internal'
import { AppKitContext } from './AppKitContext.ts'
import { usePreloadedModal } from './usePreloadedModal.ts'

/**
 * Props of an `AppKitProvider`: the instance (`appKit={createAppKit(...)}`), or the options of
 * `createAppKit` themselves, as AppKit's `<AppKitProvider projectId networks …>` takes them.
 */
export type AppKitProviderPropsOf<Options> = ({ appKit: AppKit } | Options) & { children?: ReactNode }

/**
 * The `AppKitProvider` of an entry whose `createAppKit` is `create`. Given options, the provider
 * creates the page's instance on its first render and keeps it (later options are not read, as
 * `createAppKit` is called once); once that instance is destroyed, the next render creates another.
 */
export function appKitProviderFor<Options>(create: (options: Options) => AppKit) {
  let made: AppKit | undefined
  /**
   * Gives the hooks and `ConnectButton` their instance. It renders only its children, so server
   * and client markup match; after hydration, when the browser is idle, it loads and mounts the
   * modal so the first open is instant.
   */
  return function AppKitProvider(props: AppKitProviderPropsOf<Options>) {
    const { appKit: given, children, ...options } = props as { appKit?: AppKit; children?: ReactNode }
    const appKit =
      given ??
      (made ??= (() => {
        const instance = create(options as Options)
        instance.addCleanup(() => (made = undefined))
        return instance
      })())
    usePreloadedModal(appKit)
    return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>
  }
}
