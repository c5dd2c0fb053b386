import { BaseError, ConfigError, ProviderError } from '@portico/kernel'
import { rpcErrorCodes } from '@portico/kernel/extend'

// The WalletConnect adapter's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.
// What the wallet or the relay throws is not here: it goes through the kernel's toProviderError;
// a pairing left before approval is the kernel's PairingAbortedError (@portico/walletconnect-pairing).

/** The codes of the WalletConnect adapter's conditions that are not JSON-RPC errors. */
type WalletConnectOwnErrorCode = 'CONNECTOR_NOT_FOUND' | 'WALLETCONNECT_DESTROYED' | 'SESSIONS_UNREADABLE'

/**
 * The codes of the WalletConnect adapter's own errors: its own conditions, the kernel's
 * CONFIG_INVALID for options it cannot use, and SPEC §8's JSON-RPC codes for what it refuses on
 * the wallet's behalf.
 */
export type WalletConnectErrorCode =
  | WalletConnectOwnErrorCode
  | 'CONFIG_INVALID'
  | typeof rpcErrorCodes.DISCONNECTED.code
  | typeof rpcErrorCodes.CHAIN_DISCONNECTED.code
  | typeof rpcErrorCodes.UNSUPPORTED_METHOD.code

/** An error of the WalletConnect adapter's own (not a JSON-RPC one); `code` says which condition. */
export class WalletConnectError extends BaseError {
  override name = 'WalletConnectError'
  declare readonly code: WalletConnectOwnErrorCode

  constructor(code: WalletConnectOwnErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** A connect or provider asked of a connector id other than WalletConnect's, or with no namespace served. */
export class ConnectorNotFoundError extends WalletConnectError {
  override name = 'ConnectorNotFoundError'

  constructor(connectorId: string) {
    super('CONNECTOR_NOT_FOUND', 'Connector not found', { details: connectorId })
  }
}

/** A provider restart that finished after the adapter was destroyed (the new provider is closed). */
export class AdapterDestroyedError extends WalletConnectError {
  override name = 'AdapterDestroyedError'

  constructor() {
    super('WALLETCONNECT_DESTROYED', 'The WalletConnect adapter was destroyed')
  }
}

/** WalletConnect's stored sessions could not be read: its store is not its own class, or they do not decode. */
export class SessionsUnreadableError extends WalletConnectError {
  override name = 'SessionsUnreadableError'

  constructor(shortMessage: string) {
    super('SESSIONS_UNREADABLE', shortMessage)
  }
}

/** Options of walletConnect() that do not decode; `details` names the field (code CONFIG_INVALID). */
export class WalletConnectOptionsError extends ConfigError {
  override name = 'WalletConnectOptionsError'

  constructor(details: string) {
    super('Invalid options of walletConnect()', { details })
  }
}

/** No projectId, neither in walletConnect()'s options nor in createAppKit's (code CONFIG_INVALID). */
export class ProjectIdMissingError extends ConfigError {
  override name = 'ProjectIdMissingError'

  constructor() {
    super('walletConnect() needs a projectId', { details: 'Give projectId to walletConnect() or to createAppKit.' })
  }
}

/** A request with no approved session in the namespace, or no chain to send it on (SPEC §8: 4900). */
export class NotConnectedError extends ProviderError {
  override name = 'NotConnectedError'

  constructor() {
    super(rpcErrorCodes.DISCONNECTED.message, { code: rpcErrorCodes.DISCONNECTED.code })
  }
}

/** A read for a chain the session covers but no RPC url serves (SPEC §8: 4901); `details` says which. */
export class ChainDisconnectedError extends ProviderError {
  override name = 'ChainDisconnectedError'

  constructor(details: string) {
    super(rpcErrorCodes.CHAIN_DISCONNECTED.message, { code: rpcErrorCodes.CHAIN_DISCONNECTED.code, details })
  }
}

/** A method the wallet did not approve in the session (SPEC §8: 4200); `details` names it. */
export class UnsupportedMethodError extends ProviderError {
  override name = 'UnsupportedMethodError'

  constructor(details: string) {
    super(rpcErrorCodes.UNSUPPORTED_METHOD.message, { code: rpcErrorCodes.UNSUPPORTED_METHOD.code, details })
  }
}
