// @portico/adapter-universal: AppKit's universal adapter, for a host without chain adapters. The
// kernel's core entry (@portico/kernel/core, AppKit's `@reown/appkit/core`) gives its createAppKit.
export { createAppKit } from './createAppKit.ts'
export type { CoreAppKitOptionsInput } from './CoreAppKitOptionsInput.ts'
export { universalConnector, universalConnectorId } from './universalConnector.ts'
export type { UniversalConnectorOptions } from './UniversalConnectorOptions.ts'
export { universalChain } from './universalChain.ts'
export type { UniversalProposalNamespaces, UniversalProviderLike, UniversalSessionNamespace } from './UniversalProviderLike.ts'
export { SessionWithoutNamespaceError, UniversalConnectorOptionsError, UniversalError, UniversalProviderMissingError } from './errors.ts'
export type { UniversalErrorCode } from './errors.ts'
