import { BaseError, ConfigError, ProviderError } from '@portico/kernel'
import { rpcErrorCodes } from '@portico/kernel/extend'

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
  rpcCode?: number | undefined
  /** The refusal code the frame gave with its error (INVALID_KEY, ORIGIN_NOT_ALLOWED), when it gave one (kept in `reason`). */
  reason?: string | undefined
}

/** An error of the frame protocol: a message refused before posting, a missing window, or the frame's own error. */
export class FrameError extends BaseError {
  override name = 'FrameError'
  declare readonly code: FrameErrorCode
  readonly rpcCode: number | undefined
  readonly reason: string | undefined

  constructor(code: FrameErrorCode, shortMessage: string, options: FrameErrorOptions = {}) {
    super(shortMessage, { cause: options.cause, details: options.details, code })
    this.rpcCode = options.rpcCode
    this.reason = options.reason
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

/** Options of embeddedWallet() that do not decode, or no projectId to reach the frame with (code CONFIG_INVALID). */
export class EmbeddedOptionsError extends ConfigError {
  override name = 'EmbeddedOptionsError'

  constructor(shortMessage: string, details: string) {
    super(shortMessage, { details })
  }
}

/** An error the frame answered with its own JSON-RPC code (4001, -32603, ...), its text kept. */
export class FrameRpcError extends ProviderError {
  override name = 'FrameRpcError'

  constructor(shortMessage: string, code: number, cause: unknown) {
    super(shortMessage, { code, cause })
  }
}

/** Params the provider or the frame protocol refuses (SPEC §8: -32602). */
export class InvalidParamsError extends ProviderError {
  override name = 'InvalidParamsError'

  constructor(options: { details?: string; cause?: unknown }) {
    super(rpcErrorCodes.INVALID_PARAMS.message, { code: rpcErrorCodes.INVALID_PARAMS.code, ...options })
  }
}

/** A request ended because the frame is gone, never loaded or did not answer, or the wallet was destroyed (SPEC §8: 4900). */
export class NotConnectedError extends ProviderError {
  override name = 'NotConnectedError'

  constructor(shortMessage: string, cause?: unknown) {
    super(shortMessage, { code: rpcErrorCodes.DISCONNECTED.code, cause })
  }
}

/** An unsafe request the user rejected while it waited for approval or for the frame (SPEC §6 and §8: 4001). */
export class RequestRejectedError extends ProviderError {
  override name = 'RequestRejectedError'

  constructor() {
    super('Request was aborted', { code: rpcErrorCodes.USER_REJECTED.code })
  }
}

/** eth_chainId asked before the frame said its chain (SPEC §8: 4901). */
export class ChainDisconnectedError extends ProviderError {
  override name = 'ChainDisconnectedError'

  constructor() {
    super(rpcErrorCodes.CHAIN_DISCONNECTED.message, { code: rpcErrorCodes.CHAIN_DISCONNECTED.code })
  }
}

/** A chain the embedded wallet cannot add (SPEC §8: 4902's switch error). */
export class SwitchChainError extends ProviderError {
  override name = 'SwitchChainError'

  constructor(details: string) {
    super(rpcErrorCodes.SWITCH_CHAIN_ERROR.message, { code: rpcErrorCodes.SWITCH_CHAIN_ERROR.code, details })
  }
}

/** A method the embedded wallet does not serve (SPEC §8: 4200); `details` names it. */
export class UnsupportedMethodError extends ProviderError {
  override name = 'UnsupportedMethodError'

  constructor(shortMessage: string, method: string) {
    super(shortMessage, { code: rpcErrorCodes.UNSUPPORTED_METHOD.code, details: method })
  }
}
