import { BaseError } from '@portico/kernel'

// The e-mail plugin's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

/** Why the e-mail plugin refused: the secure frame answered an e-mail update with no valid address. */
export type EmailErrorCode = 'EMAIL_INVALID'

/** An error of the e-mail plugin; `code` says which condition. */
export class EmailError extends BaseError {
  override name = 'EmailError'
  declare readonly code: EmailErrorCode

  constructor(code: EmailErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** The frame confirmed an e-mail update with something that is not an e-mail address. */
export class EmailInvalidError extends EmailError {
  override name = 'EmailInvalidError'

  constructor() {
    super('EMAIL_INVALID', 'The frame gave no valid e-mail')
  }
}
