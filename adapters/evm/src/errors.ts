import { BaseError, ConfigError, ProviderError } from '@portico/kernel'
import { rpcErrorCodes } from '@portico/kernel/extend'

// The EVM adapter's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.
// What the wallet or the node throws is not here: it goes through the kernel's toProviderError.

/**
 * The codes of the EVM adapter's own errors: its own conditions, the kernel's CONFIG_INVALID for
 * options that do not decode, and SPEC §8's JSON-RPC codes for what it refuses on the wallet's behalf.
 */
export type EvmErrorCode =
  | 'CONNECTOR_NOT_FOUND'
  | 'RPC_URL_MISSING'
  | 'TIMEOUT'
  | 'HTTP_REQUEST_FAILED'
  | 'CONFIG_INVALID'
  | typeof rpcErrorCodes.INVALID_REQUEST.code
  | typeof rpcErrorCodes.INVALID_PARAMS.code
  | typeof rpcErrorCodes.INTERNAL_ERROR.code
  | typeof rpcErrorCodes.UNAUTHORIZED.code
  | typeof rpcErrorCodes.DISCONNECTED.code

/** The codes of the EVM adapter's conditions that are not JSON-RPC errors. */
type EvmOwnErrorCode = 'CONNECTOR_NOT_FOUND' | 'RPC_URL_MISSING' | 'TIMEOUT' | 'HTTP_REQUEST_FAILED'

/** An error of the EVM adapter's own (not a JSON-RPC one); `code` says which condition. */
export class EvmError extends BaseError {
  override name = 'EvmError'
  declare readonly code: EvmOwnErrorCode

  constructor(code: EvmOwnErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** A connect through a connector the EVM directory does not list. */
export class ConnectorNotFoundError extends EvmError {
  override name = 'ConnectorNotFoundError'

  constructor(connectorId: string) {
    super('CONNECTOR_NOT_FOUND', 'Connector not found', { details: connectorId })
  }
}

/** A network with no RPC url to read it through (viem's wording). */
export class RpcUrlMissingError extends EvmError {
  override name = 'RpcUrlMissingError'

  constructor() {
    super('RPC_URL_MISSING', 'No URL was provided to the Transport')
  }
}

/** SPEC §8's "The request took too long to respond": an RPC call, or a batch still pending past its time. */
export class RequestTimeoutError extends EvmError {
  override name = 'RequestTimeoutError'

  constructor(options: { cause?: unknown; details?: string }) {
    super('TIMEOUT', 'The request took too long to respond', options)
  }
}

/** SPEC §8's "HTTP request failed": an RPC call that got no JSON-RPC answer; `details` holds the status. */
export class HttpRequestFailedError extends EvmError {
  override name = 'HttpRequestFailedError'

  constructor(cause: unknown, status: number | undefined) {
    super('HTTP_REQUEST_FAILED', 'HTTP request failed', { cause, ...(status ? { details: `HTTP status code: ${status}` } : {}) })
  }
}

/** Options of evm() that do not decode; `details` names the field (code CONFIG_INVALID). */
export class EvmOptionsError extends ConfigError {
  override name = 'EvmOptionsError'

  constructor(details: string) {
    super('Invalid options of evm()', { details })
  }
}

/** A request to the wallet provider that is not EIP-1193's shape (SPEC §8: -32600). */
export class InvalidRequestError extends ProviderError {
  override name = 'InvalidRequestError'

  constructor(details: string) {
    super(rpcErrorCodes.INVALID_REQUEST.message, { code: rpcErrorCodes.INVALID_REQUEST.code, details })
  }
}

/** A parameter that is not what it must be, such as a hash or calldata that is not hex (SPEC §8: -32602). */
export class InvalidParamsError extends ProviderError {
  override name = 'InvalidParamsError'

  constructor(shortMessage: string) {
    super(shortMessage, { code: rpcErrorCodes.INVALID_PARAMS.code })
  }
}

/** The wallet answered with something the adapter does not accept, or could not get a batch included (SPEC §8: -32603). */
export class WalletAnswerError extends ProviderError {
  override name = 'WalletAnswerError'

  constructor(shortMessage: string, details?: string) {
    super(shortMessage, { code: rpcErrorCodes.INTERNAL_ERROR.code, ...(details === undefined ? {} : { details }) })
  }
}

/** An operation that needs a connected wallet, asked with none, or the wallet disconnected (SPEC §8: 4900). */
export class NotConnectedError extends ProviderError {
  override name = 'NotConnectedError'

  constructor() {
    super(rpcErrorCodes.DISCONNECTED.message, { code: rpcErrorCodes.DISCONNECTED.code })
  }
}

/** The wallet granted no account (SPEC §8: 4100). */
export class UnauthorizedError extends ProviderError {
  override name = 'UnauthorizedError'

  constructor() {
    super(rpcErrorCodes.UNAUTHORIZED.message, { code: rpcErrorCodes.UNAUTHORIZED.code })
  }
}
