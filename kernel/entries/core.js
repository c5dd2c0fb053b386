// @portico/kernel/core, AppKit's `@reown/appkit/core`, for a host without chain adapters: everything
// @portico/kernel has, with the createAppKit of @portico/adapter-universal, which connects through the
// host's universal provider, and that adapter's errors. A file as published, not built: the kernel
// builds before the adapter package that builds on it. Locked by entries.test.ts.
export * from '@portico/kernel'
export { createAppKit, SessionWithoutNamespaceError, UniversalProviderMissingError } from '@portico/adapter-universal'
