'use client'
// @portico/ui/react-core, which hosts import as @portico/kernel/react-core (AppKit's
// `@reown/appkit/react-core`): the React API of @portico/kernel/react, with the core entry's
// createAppKit (the host's universal provider, no chain adapters). Locked by the kernel's entries.test.ts.
export * from '../react/index.ts'
export { createAppKit } from '@portico/kernel/core'
export { AppKitProvider } from './AppKitProvider.tsx'
export type { AppKitProviderProps } from './AppKitProvider.tsx'
