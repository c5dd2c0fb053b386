import { BaseError, ConfigError, ProviderError } from '@portico/kernel'
import { rpcErrorCodes } from '@portico/kernel/extend'

// The template adapter's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.
// What the wallet itself throws is not here: it goes through the kernel's toProviderError.

/** The codes of the template adapter's own errors: its own conditions, the kernel's CONFIG_INVALID, and SPEC §8's JSON-RPC codes. */
export type TemplateErrorCode =
  | 'CONNECTOR_NOT_FOUND'
  | 'CONFIG_INVALID'
  | typeof rpcErrorCodes.INTERNAL_ERROR.code
  | typeof rpcErrorCodes.UNAUTHORIZED.code
  | typeof rpcErrorCodes.DISCONNECTED.code

/** A connect through a connector this adapter does not offer. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  declare readonly code: 'CONNECTOR_NOT_FOUND'

  constructor(connectorId: string) {
    super('Connector not found', { code: 'CONNECTOR_NOT_FOUND', details: connectorId })
  }
}

/** The wallet answered with a shape the adapter does not accept (SPEC §8: -32603); `details` says what was wrong. */
export class WalletAnswerError extends ProviderError {
  override name = 'WalletAnswerError'

  constructor(details: string) {
    super(rpcErrorCodes.INTERNAL_ERROR.message, { code: rpcErrorCodes.INTERNAL_ERROR.code, details })
  }
}

/** An operation that needs a connection, asked with none (SPEC §8: 4900). */
export class NotConnectedError extends ProviderError {
  override name = 'NotConnectedError'

  constructor() {
    super(rpcErrorCodes.DISCONNECTED.message, { code: rpcErrorCodes.DISCONNECTED.code })
  }
}

/** The user granted no account, or a signature was asked of an address the connection did not grant (SPEC §8: 4100). */
export class UnauthorizedError extends ProviderError {
  override name = 'UnauthorizedError'

  constructor(details: string) {
    super(rpcErrorCodes.UNAUTHORIZED.message, { code: rpcErrorCodes.UNAUTHORIZED.code, details })
  }
}

/** Options of template() that do not decode; `details` names the field (code CONFIG_INVALID). */
export class TemplateOptionsError extends ConfigError {
  override name = 'TemplateOptionsError'

  constructor(details: string) {
    super('Invalid options of template()', { details })
  }
}

/** No polkadot network in createAppKit's `networks` for the wallet to use (code CONFIG_INVALID). */
export class PolkadotNetworkMissingError extends ConfigError {
  override name = 'PolkadotNetworkMissingError'

  constructor() {
    super('template() needs a polkadot network in createAppKit({ networks })')
  }
}
