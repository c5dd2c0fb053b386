import { BaseError } from './errors/BaseError.ts'
import type { BaseErrorOptions } from './errors/BaseError.ts'

// The kernel's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

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
