import { BaseError } from '@portico/kernel'

// The embedded adapter's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

/** Why a frame-protocol call failed. */
export type FrameErrorCode =
  | 'FRAME_MESSAGE_INVALID'
  | 'FRAME_ORIGIN_INVALID'
  | 'FRAME_NOT_SET'
  | 'FRAME_PARENT_NOT_SET'
  | 'FRAME_ID_IN_USE'
  | 'FRAME_REQUEST_TIMEOUT'
  | 'FRAME_REQUEST_ABORTED'
  | 'FRAME_CLOSED'
  | 'FRAME_VERSION_UNSUPPORTED'
  | 'FRAME_ERROR'

/** What a FrameError takes besides its code and message. */
export interface FrameErrorOptions {
  cause?: unknown
  /** Longer text for developers; never shown to end users. */
  details?: string
  /** The JSON-RPC code the frame gave with its error, when it gave one (kept in `rpcCode`). */
  rpcCode?: number
}

/** An error of the frame protocol: a message refused before posting, a missing window, or the frame's own error. */
export class FrameError extends BaseError {
  override name = 'FrameError'
  declare readonly code: FrameErrorCode
  readonly rpcCode: number | undefined

  constructor(code: FrameErrorCode, shortMessage: string, options: FrameErrorOptions = {}) {
    super(shortMessage, { cause: options.cause, details: options.details, code })
    this.rpcCode = options.rpcCode
  }
}

/**
 * An e-mail sent within 30 s of the last one (SPEC §5's e-mail-trigger check): refused before it
 * reaches the frame; `seconds` says how long to wait.
 */
export class EmailRateLimitError extends BaseError {
  override name = 'EmailRateLimitError'
  declare readonly code: 'EMAIL_RATE_LIMITED'
  readonly seconds: number

  constructor(seconds: number) {
    super(`Please try again after ${seconds} seconds`, { code: 'EMAIL_RATE_LIMITED' })
    this.seconds = seconds
  }
}
