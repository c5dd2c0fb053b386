import { BaseError } from '@portico/kernel'

// The activity plugin's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

/** Why the activity plugin refused: a transactions fetch asked for with no account connected. */
export type ActivityErrorCode = 'ACTIVITY_NO_ACCOUNT'

/** An error of the activity plugin; `code` says which condition. */
export class ActivityError extends BaseError {
  override name = 'ActivityError'
  declare readonly code: ActivityErrorCode

  constructor(code: ActivityErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** SPEC §8: transactions asked for with no account connected. */
export class ActivityNoAccountError extends ActivityError {
  override name = 'ActivityNoAccountError'

  constructor() {
    super('ACTIVITY_NO_ACCOUNT', "Transactions can't be fetched without an accountAddress")
  }
}
