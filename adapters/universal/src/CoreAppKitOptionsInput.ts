import type { AppKitOptionsInput } from '@portico/kernel'
import type { UniversalProviderLike } from './UniversalProviderLike.ts'

/**
 * The options of the core entry's `createAppKit` (AppKit's `@reown/appkit/core`): AppKit's options
 * without chain adapters, and the host's `@walletconnect/universal-provider` instance, through
 * which every namespace connects.
 */
export type CoreAppKitOptionsInput = Omit<AppKitOptionsInput, 'adapters' | 'universalProvider'> & { universalProvider: UniversalProviderLike }
