// @portico/kernel/core: AppKit's `@reown/appkit/core`, for a host without chain adapters: everything
// @portico/kernel has, with a createAppKit that connects through the host's universal provider.
// Locked by entries.test.ts.
export * from '../index.ts'
export { createAppKit } from './createAppKit.ts'
