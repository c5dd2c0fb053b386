import { BaseError } from './errors/BaseError.ts'
import type { BaseErrorOptions } from './errors/BaseError.ts'

// The kernel's BaseError subclasses, as DESIGN.md's "Errors" section asks: here the codes, the
// KernelError every condition extends, and the classes the first load throws; a condition thrown
// only by code loaded on demand has its class in errors/, a file of its own, so that it is bundled
// with that code (a bundler places a whole module in one chunk: here, every class would be in the
// first load).

/** The codes of the kernel's own conditions (a ProviderError's is a JSON-RPC number, a ServiceError's the service's). */
export type KernelErrorCode =
  | 'CONFIG_INVALID'
  | 'CONFIG_SIWX_CONFLICT'
  | 'HTTP_STATUS'
  | 'REQUEST_ABORTED'
  | 'REQUEST_TIMEOUT'
  | 'NETWORK_ERROR'
  | 'RETRY_AFTER'
  | 'RESPONSE_INVALID'
  | 'STORAGE_KEY_TAKEN'
  | 'NETWORK_UNDEFINED'
  | 'NETWORK_NOT_CONFIGURED'
  | 'INVALID_CAIP_NETWORK_ID'
  | 'SWITCH_UNSUPPORTED'
  | 'ADAPTER_NOT_FOUND'
  | 'ADAPTER_UNAVAILABLE'
  | 'ADAPTER_INVALID'
  | 'ADAPTER_INVALID_RESULT'
  | 'ADAPTER_DUPLICATE'
  | 'CONNECTOR_NOT_FOUND'
  | 'CONNECTOR_INVALID'
  | 'ACCOUNT_NOT_FOUND'
  | 'PAIRING_ABORTED'
  | 'TRANSACTION_LIMIT'
  | 'NOT_CREATED'
  | 'DESTROYED'
  | 'PLUGIN_INVALID'
  | 'PLUGIN_STORE_ID'
  | 'PLUGIN_STORE_TAKEN'

/** What a condition's error takes besides its message. */
export type KernelErrorOptions = Pick<BaseErrorOptions, 'cause' | 'details'>

/**
 * An error of one of the kernel's conditions. Each condition is a subclass that fixes the code
 * (and its text where the text is fixed); its `name` is the code in PascalCase with `Error`
 * (`CONNECTOR_NOT_FOUND` → `ConnectorNotFoundError`, a code ending in `_ERROR` takes no second one),
 * the subclass's own name, which a test keeps in step. Derived here once, not written in each
 * subclass, to keep the first load small.
 */
export class KernelError extends BaseError {
  declare readonly code: KernelErrorCode

  constructor(code: KernelErrorCode, shortMessage: string, options: KernelErrorOptions = {}) {
    super(shortMessage, { ...options, code })
    this.name = `${code.toLowerCase().replace(/(?:^|_)(\w)/g, (_match, first: string) => first.toUpperCase())}Error`.replace(/ErrorError$/, 'Error')
  }
}

/** A CAIP-2 network id that names no network of its namespace. */
export class InvalidCaipNetworkIdError extends KernelError {
  constructor(details: string) {
    super('INVALID_CAIP_NETWORK_ID', 'CaipNetwork not found', { details })
  }
}

/** A transaction pushed while the most that may be pending already are. */
export class TransactionLimitError extends KernelError {
  constructor(details: string) {
    super('TRANSACTION_LIMIT', 'Too many pending transactions', { details })
  }
}

/** A headless call made before `createAppKit`. */
export class NotCreatedError extends KernelError {
  constructor(shortMessage: string) {
    super('NOT_CREATED', shortMessage)
  }
}

/** A store attached under an id that already has one. */
export class PluginStoreTakenError extends KernelError {
  constructor(id: string) {
    super('PLUGIN_STORE_TAKEN', `A store is already attached as "${id}"`)
  }
}

/** Options of an HttpError besides its status. */
export interface HttpErrorOptions {
  /** The URL that answered, query included. */
  url?: string
  /** The response's body text (at most 1,000 characters), for debugging. */
  body?: string
  cause?: unknown
}

/** A response outside 2xx (SPEC §8): the message is exactly "HTTP status code: N". */
export class HttpError extends BaseError {
  override name = 'HttpError'
  readonly status: number
  readonly url: string | undefined
  readonly body: string | undefined

  constructor(status: number, options: HttpErrorOptions = {}) {
    super(`HTTP status code: ${status}`, { code: 'HTTP_STATUS', cause: options.cause })
    this.status = status
    this.url = options.url
    this.body = options.body
  }
}

/** Wrong options given to `createAppKit` or a plugin; code `CONFIG_INVALID` unless given. */
export class ConfigError extends BaseError {
  override name = 'ConfigError'

  constructor(shortMessage: string, options: BaseErrorOptions = {}) {
    super(shortMessage, { ...options, code: options.code ?? 'CONFIG_INVALID' })
  }
}

/** Options of a ProviderError: its numeric JSON-RPC code is required. */
export interface ProviderErrorOptions extends Omit<BaseErrorOptions, 'code'> {
  /** The JSON-RPC code of SPEC §8, such as 4001 (user rejected). */
  code: number
  /** The stable name of the node error the message matched, such as `NONCE_TOO_LOW`. */
  nodeError?: string
  /** The `data` member of the JSON-RPC error, as the wallet or node sent it. */
  data?: unknown
}

/** An error from a wallet or a node, carrying SPEC §8's numeric JSON-RPC code. */
export class ProviderError extends BaseError {
  override name = 'ProviderError'
  declare readonly code: number
  readonly nodeError: string | undefined
  readonly data: unknown

  constructor(shortMessage: string, options: ProviderErrorOptions) {
    super(shortMessage, options)
    this.nodeError = options.nodeError
    this.data = options.data
  }
}
