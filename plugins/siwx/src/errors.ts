import { BaseError, ConfigError } from '@portico/kernel'

// The SIWX plugin's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

/** What a SIWX error takes besides its message and code. */
export interface SiwxErrorOptions {
  cause?: unknown
  /** Longer text for developers; never shown to end users. */
  details?: string
}

/**
 * Why the client side of SIWX refused: a message it cannot build, a session that does not verify, a
 * chain it cannot sign in on, or a sign-in asked for without SIWX, an account, a network or a signer.
 */
export type SiwxErrorCode =
  | 'SIWX_INVALID_MESSAGE'
  | 'SIWX_INVALID_SESSION'
  | 'SIWX_UNSUPPORTED_CHAIN'
  | 'SIWX_NOT_CONFIGURED'
  | 'SIWX_NOT_ENABLED'
  | 'SIWX_NO_ADDRESS'
  | 'SIWX_NO_NETWORK'
  | 'SIWX_NO_CLIENT'
  | 'SIWX_SERVICE_ERROR'
  | 'SIWX_NOT_AUTHENTICATED'
  | 'SIWX_INVALID_CODE'
  | 'SIWX_CODE_EXPIRED'
  | 'SIWX_CODE_LOCKED'
  | 'SIWX_EMAIL_RATE_LIMITED'

/** An error of the SIWX client side (message creation, session checks, the legacy siweConfig). */
export class SiwxError extends BaseError {
  override name = 'SiwxError'
  declare readonly code: SiwxErrorCode

  constructor(code: SiwxErrorCode, shortMessage: string, options: SiwxErrorOptions = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** Why a server refused a session. */
export type SiwxVerificationReason =
  | 'SIGNATURE'
  | 'DOMAIN'
  | 'URI'
  | 'CHAIN'
  | 'NONCE'
  | 'EXPIRED'
  | 'NOT_YET_VALID'
  | 'MALFORMED'

/** A session the server entry refused; `code` says why. */
export class SiwxVerificationError extends BaseError {
  override name = 'SiwxVerificationError'
  declare readonly code: SiwxVerificationReason

  constructor(code: SiwxVerificationReason, shortMessage: string, options: SiwxErrorOptions = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** The codes of the sign-in options createAppKit refuses: both `siwx` and `siweConfig` given, or either of the wrong shape. */
export type SiwxOptionsErrorCode = 'CONFIG_SIWX_CONFLICT' | 'CONFIG_INVALID'

/** SPEC's text when createAppKit is given both `siweConfig` and `siwx` (code CONFIG_SIWX_CONFLICT). */
export class SiwxOptionsConflictError extends ConfigError {
  override name = 'SiwxOptionsConflictError'
  declare readonly code: 'CONFIG_SIWX_CONFLICT'

  constructor() {
    super('Cannot set both `siweConfig` and `siwx` options', { code: 'CONFIG_SIWX_CONFLICT' })
  }
}

/** A `siwx` or `siweConfig` option that lacks one of its functions (code CONFIG_INVALID); the message names the option and what is wrong. */
export class SiwxOptionsError extends ConfigError {
  override name = 'SiwxOptionsError'
  declare readonly code: 'CONFIG_INVALID'

  constructor(option: 'siwx' | 'siweConfig', problem: string) {
    super(`Invalid createAppKit options: ${option}: ${problem}`)
  }
}
