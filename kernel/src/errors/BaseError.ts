/** Options every Portico error takes besides its message. */
export interface BaseErrorOptions {
  /** A stable, machine-readable code, such as `CONFIG_INVALID` or a JSON-RPC number. */
  code?: string | number
  /** What caused this error, kept for debugging. */
  cause?: unknown
  /** Longer text for developers; never shown to end users. */
  details?: string
}

/** The one error class of Portico: a short message, a stable code, a cause and details. */
export class BaseError extends Error {
  override name = 'PorticoError'
  readonly shortMessage: string
  readonly code: string | number
  readonly details: string | undefined
  override readonly cause: unknown

  constructor(shortMessage: string, options: BaseErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage)
    this.shortMessage = shortMessage
    this.code = options.code ?? 'UNKNOWN'
    this.details = options.details
    this.cause = options.cause
  }
}
