import { BaseError } from '@portico/kernel'

// The pay plugin's BaseError subclass, in one file as DESIGN.md's "Errors" section asks.

/**
 * Why a payment could not start: options that do not decode (the message names the field), no
 * instance or no pay plugin in it, a payment already under way, its network not configured, no
 * exchange source (no project service), or an exchange that failed to open a payment.
 */
export type PayErrorCode = 'PAY_INVALID_OPTIONS' | 'PAY_NOT_CREATED' | 'PAY_NOT_SET_UP' | 'PAY_IN_PROGRESS' | 'PAY_UNSUPPORTED_NETWORK' | 'PAY_UNSUPPORTED_ASSET' | 'PAY_NO_EXCHANGES' | 'PAY_EXCHANGE_FAILED'

/** An error of the Pay API, thrown to the host (never shown in the modal). */
export class PayError extends BaseError {
  override name = 'PayError'
  declare readonly code: PayErrorCode

  constructor(code: PayErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}
