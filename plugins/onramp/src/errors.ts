import { BaseError } from '@portico/kernel'

// The on-ramp plugin's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

/** Why the on-ramp plugin refused: a provider gave a checkout page that fails the safe-URL check. */
export type OnRampErrorCode = 'ONRAMP_CHECKOUT_UNSAFE'

/** An error of the on-ramp plugin; `code` says which condition. */
export class OnRampError extends BaseError {
  override name = 'OnRampError'
  declare readonly code: OnRampErrorCode

  constructor(code: OnRampErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** The provider's checkout URL is not an https page (or fails the safe-URL check); `details` holds it. */
export class OnRampCheckoutUnsafeError extends OnRampError {
  override name = 'OnRampCheckoutUnsafeError'

  constructor(url: string) {
    super('ONRAMP_CHECKOUT_UNSAFE', 'The checkout URL is not safe to open', { details: url })
  }
}
