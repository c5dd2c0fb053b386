import { BaseError, ConfigError } from '@portico/kernel'

// The universal adapter's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.
// What the wallet or the relay throws is not here: it goes through the kernel's toProviderError;
// a connector id it does not serve and a pairing left are the kernel's ConnectorNotFoundError and
// PairingAbortedError (codes CONNECTOR_NOT_FOUND and PAIRING_ABORTED), as the kernel's connect
// documents what it rejects with.

/** The codes of the universal adapter's own conditions. */
type UniversalOwnErrorCode = 'SESSION_WITHOUT_NAMESPACE'

/** The codes of the universal adapter's errors: its own, and the kernel's CONFIG_INVALID for a `universalProvider` it cannot use. */
export type UniversalErrorCode = UniversalOwnErrorCode | 'CONFIG_INVALID'

/** An error of the universal adapter's own; `code` says which condition. */
export class UniversalError extends BaseError {
  override name = 'UniversalError'
  declare readonly code: UniversalOwnErrorCode

  constructor(code: UniversalOwnErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** The host's WalletConnect session has no account of the namespace asked for; `details` names it. */
export class SessionWithoutNamespaceError extends UniversalError {
  override name = 'SessionWithoutNamespaceError'

  constructor(namespace: string) {
    super('SESSION_WITHOUT_NAMESPACE', 'The WalletConnect session has no account of this namespace', { details: namespace })
  }
}

/** The core entry's createAppKit without a `universalProvider`, or with an object that is not one; `details` says why (code CONFIG_INVALID). */
export class UniversalProviderMissingError extends ConfigError {
  override name = 'UniversalProviderMissingError'

  constructor(details: string) {
    super('createAppKit of @portico/kernel/core needs a universalProvider', { details })
  }
}

/** Options of universalConnector() it cannot use; `details` says which and why (code CONFIG_INVALID). */
export class UniversalConnectorOptionsError extends ConfigError {
  override name = 'UniversalConnectorOptionsError'

  constructor(details: string) {
    super('Invalid options of universalConnector()', { details })
  }
}
