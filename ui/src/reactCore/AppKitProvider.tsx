import { createAppKit } from '@portico/kernel/core'
import { appKitProviderFor } from '../react/appKitProviderFor.tsx'
import type { AppKitProviderPropsOf } from '../react/appKitProviderFor.tsx'

/** The core `createAppKit`'s options (@portico/adapter-universal's, which the core entry gives). */
type CoreAppKitOptionsInput = Parameters<typeof createAppKit>[0]

/** Props of the core entry's `AppKitProvider`: `appKit`, or the core `createAppKit`'s options (`universalProvider` among them). */
export type AppKitProviderProps = AppKitProviderPropsOf<CoreAppKitOptionsInput>

/**
 * `AppKitProvider` of `@portico/kernel/react-core`: given options, it creates the instance with
 * the core entry's `createAppKit` (the host's `universalProvider`, no chain adapters), as AppKit's
 * `@reown/appkit/react-core`; given `appKit`, it provides that one.
 */
export const AppKitProvider = appKitProviderFor<CoreAppKitOptionsInput>(createAppKit)
