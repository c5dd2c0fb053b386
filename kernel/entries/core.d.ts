// The declarations of core.js beside it.
export * from '@portico/kernel'
export { createAppKit, SessionWithoutNamespaceError, UniversalProviderMissingError } from '@portico/adapter-universal'
