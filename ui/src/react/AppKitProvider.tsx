import type { AppKitOptionsInput } from '@portico/kernel/internal'
import { createAppKit } from '@portico/kernel'
import { appKitProviderFor } from './appKitProviderFor.tsx'
import type { AppKitProviderPropsOf } from './appKitProviderFor.tsx'

/** Props of `AppKitProvider`: `appKit={createAppKit(...)}`, or `createAppKit`'s options (AppKit's `<AppKitProvider projectId networks …>`). */
export type AppKitProviderProps = AppKitProviderPropsOf<AppKitOptionsInput>

/**
 * Gives the hooks and `ConnectButton` their instance: the one given, or the one it creates from
 * the options given (once). It renders only its children, so server and client markup match;
 * after hydration, when the browser is idle, it loads and mounts the modal so the first open is
 * instant.
 */
export const AppKitProvider = appKitProviderFor<AppKitOptionsInput>(createAppKit)
