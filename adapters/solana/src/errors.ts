import { BaseError, ConfigError, ProviderError } from '@portico/kernel'
import { rpcErrorCodes } from '@portico/kernel/extend'

// The Solana adapter's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.
// What the wallet or the node throws is not here: it goes through the kernel's toProviderError.

/** The JSON-RPC errors the Solana adapter raises on its own, by their name in SPEC §8's table. */
export type SolanaRpcErrorName = 'DISCONNECTED' | 'INTERNAL_ERROR' | 'INVALID_PARAMS' | 'RESOURCE_UNAVAILABLE' | 'TRANSACTION_REJECTED' | 'UNAUTHORIZED' | 'UNSUPPORTED_CHAIN_ID' | 'UNSUPPORTED_METHOD'

/** The codes of the Solana adapter's conditions that are not JSON-RPC errors. */
type SolanaOwnErrorCode = 'CONNECTOR_NOT_FOUND' | 'RPC_URL_MISSING' | 'TIMEOUT'

/**
 * The codes of the Solana adapter's own errors: its own conditions, the kernel's CONFIG_INVALID
 * for options or networks it cannot use, and SPEC §8's JSON-RPC codes.
 */
export type SolanaErrorCode = SolanaOwnErrorCode | 'CONFIG_INVALID' | (typeof rpcErrorCodes)[SolanaRpcErrorName]['code']

/** An error of the Solana adapter's own (not a JSON-RPC one); `code` says which condition. */
export class SolanaError extends BaseError {
  override name = 'SolanaError'
  declare readonly code: SolanaOwnErrorCode

  constructor(code: SolanaOwnErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** A connect through a connector neither the Wallet Standard directory nor a connector adapter offers. */
export class ConnectorNotFoundError extends SolanaError {
  override name = 'ConnectorNotFoundError'

  constructor(connectorId: string) {
    super('CONNECTOR_NOT_FOUND', 'Connector not found', { details: connectorId })
  }
}

/** An RPC request given no url to send to (viem's wording, as the EVM adapter says it). */
export class TransportUrlMissingError extends SolanaError {
  override name = 'TransportUrlMissingError'

  constructor() {
    super('RPC_URL_MISSING', 'No URL was provided to the Transport')
  }
}

/** SPEC §8's "The request took too long to respond": one RPC request past SPEC §9's timeout. */
export class RequestTimeoutError extends SolanaError {
  override name = 'RequestTimeoutError'

  constructor() {
    super('TIMEOUT', 'The request took too long to respond')
  }
}

/** Options of solana() that do not decode; `details` names the field (code CONFIG_INVALID). */
export class SolanaOptionsError extends ConfigError {
  override name = 'SolanaOptionsError'

  constructor(details: string) {
    super('Invalid options of solana()', { details })
  }
}

/** A Solana network with no RPC url, in its definition or the options (code CONFIG_INVALID); `details` names it. */
export class SolanaRpcUrlMissingError extends ConfigError {
  override name = 'SolanaRpcUrlMissingError'

  constructor(caipNetworkId: string) {
    super('No RPC url for a Solana network', { details: caipNetworkId })
  }
}
/** A JSON-RPC error the Solana adapter raises on its own: SPEC §8's code and message for its name, and details. */
export class SolanaProviderError extends ProviderError {
  override name = 'SolanaProviderError'
  readonly rpcName: SolanaRpcErrorName

  constructor(rpcName: SolanaRpcErrorName, details?: string) {
    const { code, message } = rpcErrorCodes[rpcName]
    super(message, { code, ...(details ? { details } : {}) })
    this.rpcName = rpcName
  }
}

/** An operation that needs a connected wallet, asked with none (SPEC §8: 4900). */
export class NotConnectedError extends SolanaProviderError {
  override name = 'NotConnectedError'

  constructor(details?: string) {
    super('DISCONNECTED', details)
  }
}

/** The wallet or the service answered with something the adapter cannot use (SPEC §8: -32603); `details` says what. */
export class RpcInternalError extends SolanaProviderError {
  override name = 'RpcInternalError'

  constructor(details?: string) {
    super('INTERNAL_ERROR', details)
  }
}

/** A parameter that is not what it must be, such as an address of another network (SPEC §8: -32602). */
export class InvalidParamsError extends SolanaProviderError {
  override name = 'InvalidParamsError'

  constructor(details?: string) {
    super('INVALID_PARAMS', details)
  }
}

/** The network or the service could not answer in time, or at all (SPEC §8: -32002). */
export class ResourceUnavailableError extends SolanaProviderError {
  override name = 'ResourceUnavailableError'

  constructor(details?: string) {
    super('RESOURCE_UNAVAILABLE', details)
  }
}

/** The network refused or failed the transaction (SPEC §8: -32003); `details` holds its error. */
export class TransactionRejectedError extends SolanaProviderError {
  override name = 'TransactionRejectedError'

  constructor(details?: string) {
    super('TRANSACTION_REJECTED', details)
  }
}

/** The wallet granted no account, or not the one asked for (SPEC §8: 4100). */
export class UnauthorizedError extends SolanaProviderError {
  override name = 'UnauthorizedError'

  constructor(details?: string) {
    super('UNAUTHORIZED', details)
  }
}

/** A network the wallet or the adapter cannot use (SPEC §8: 4901 family); `details` names it. */
export class UnsupportedChainError extends SolanaProviderError {
  override name = 'UnsupportedChainError'

  constructor(details?: string) {
    super('UNSUPPORTED_CHAIN_ID', details)
  }
}

/** A wallet feature or a request the wallet does not offer (SPEC §8: 4200); `details` names it. */
export class UnsupportedMethodError extends SolanaProviderError {
  override name = 'UnsupportedMethodError'

  constructor(details?: string) {
    super('UNSUPPORTED_METHOD', details)
  }
}
