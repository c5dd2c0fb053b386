import { BaseError, ConfigError, ProviderError } from '@portico/kernel'
import { rpcErrorCodes } from '@portico/kernel/extend'

// The Bitcoin adapter's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.
// What the wallet or the node throws is not here: it goes through the kernel's toProviderError.

/** The JSON-RPC errors the Bitcoin adapter raises on its own, by their name in SPEC §8's table. */
export type BitcoinRpcErrorName = 'DISCONNECTED' | 'INTERNAL_ERROR' | 'INVALID_INPUT' | 'INVALID_PARAMS' | 'RESOURCE_UNAVAILABLE' | 'TRANSACTION_REJECTED' | 'UNAUTHORIZED' | 'UNSUPPORTED_CHAIN_ID' | 'UNSUPPORTED_METHOD'

/** The codes of the Bitcoin adapter's conditions that are not JSON-RPC errors. */
type BitcoinOwnErrorCode = 'CONNECTOR_NOT_FOUND' | 'INVALID_ADDRESS'

/**
 * The codes of the Bitcoin adapter's own errors: its own conditions, the kernel's CONFIG_INVALID
 * for options that do not decode, and SPEC §8's JSON-RPC codes.
 */
export type BitcoinErrorCode = BitcoinOwnErrorCode | 'CONFIG_INVALID' | (typeof rpcErrorCodes)[BitcoinRpcErrorName]['code']

/** An error of the Bitcoin adapter's own (not a JSON-RPC one); `code` says which condition. */
export class BitcoinError extends BaseError {
  override name = 'BitcoinError'
  declare readonly code: BitcoinOwnErrorCode

  constructor(code: BitcoinOwnErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** A connect through a connector the Wallet Standard directory does not list. */
export class ConnectorNotFoundError extends BitcoinError {
  override name = 'ConnectorNotFoundError'

  constructor(connectorId: string) {
    super('CONNECTOR_NOT_FOUND', 'Connector not found', { details: connectorId })
  }
}

/** The wallet gave an account address that is not a Bitcoin address; `details` holds it. */
export class InvalidAddressError extends BitcoinError {
  override name = 'InvalidAddressError'

  constructor(address: string) {
    super('INVALID_ADDRESS', 'The wallet gave an address that is not a valid Bitcoin address', { details: address })
  }
}

/** Options of bitcoin() that do not decode; `details` names the field (code CONFIG_INVALID). */
export class BitcoinOptionsError extends ConfigError {
  override name = 'BitcoinOptionsError'

  constructor(details: string) {
    super('Invalid options of bitcoin()', { details })
  }
}
/** A JSON-RPC error the Bitcoin adapter raises on its own: SPEC §8's code and message for its name, and details. */
export class BitcoinProviderError extends ProviderError {
  override name = 'BitcoinProviderError'
  readonly rpcName: BitcoinRpcErrorName

  constructor(rpcName: BitcoinRpcErrorName, details?: string) {
    const { code, message } = rpcErrorCodes[rpcName]
    super(message, { code, ...(details ? { details } : {}) })
    this.rpcName = rpcName
  }
}

/** An operation that needs a connected wallet, asked with none (SPEC §8: 4900). */
export class NotConnectedError extends BitcoinProviderError {
  override name = 'NotConnectedError'

  constructor(details?: string) {
    super('DISCONNECTED', details)
  }
}

/** The wallet or the service answered with something the adapter cannot use (SPEC §8: -32603); `details` says what. */
export class RpcInternalError extends BitcoinProviderError {
  override name = 'RpcInternalError'

  constructor(details?: string) {
    super('INTERNAL_ERROR', details)
  }
}

/** A transfer the funds cannot pay (SPEC §8: -32000); `details` says why. */
export class InvalidInputError extends BitcoinProviderError {
  override name = 'InvalidInputError'

  constructor(details?: string) {
    super('INVALID_INPUT', details)
  }
}

/** A parameter that is not what it must be, such as an address of another network (SPEC §8: -32602). */
export class InvalidParamsError extends BitcoinProviderError {
  override name = 'InvalidParamsError'

  constructor(details?: string) {
    super('INVALID_PARAMS', details)
  }
}

/** The network or the service could not answer in time, or at all (SPEC §8: -32002). */
export class ResourceUnavailableError extends BitcoinProviderError {
  override name = 'ResourceUnavailableError'

  constructor(details?: string) {
    super('RESOURCE_UNAVAILABLE', details)
  }
}

/** The network refused or failed the transaction (SPEC §8: -32003); `details` holds its error. */
export class TransactionRejectedError extends BitcoinProviderError {
  override name = 'TransactionRejectedError'

  constructor(details?: string) {
    super('TRANSACTION_REJECTED', details)
  }
}

/** The wallet granted no account, or not the one asked for (SPEC §8: 4100). */
export class UnauthorizedError extends BitcoinProviderError {
  override name = 'UnauthorizedError'

  constructor(details?: string) {
    super('UNAUTHORIZED', details)
  }
}

/** A network the wallet or the adapter cannot use (SPEC §8: 4901 family); `details` names it. */
export class UnsupportedChainError extends BitcoinProviderError {
  override name = 'UnsupportedChainError'

  constructor(details?: string) {
    super('UNSUPPORTED_CHAIN_ID', details)
  }
}

/** A wallet feature or a request the wallet does not offer (SPEC §8: 4200); `details` names it. */
export class UnsupportedMethodError extends BitcoinProviderError {
  override name = 'UnsupportedMethodError'

  constructor(details?: string) {
    super('UNSUPPORTED_METHOD', details)
  }
}
