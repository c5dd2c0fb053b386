import { BaseError } from '@portico/kernel'

// The UI package's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks. It has
// one condition, so one class, which the host's first load carries.

/** Why the UI package refused: a hook or component used before any `createAppKit`. */
export type UiErrorCode = 'NOT_CREATED'

/** A hook or component of the React API used with no instance in context and none made (SPEC's text). */
export class AppKitNotCreatedError extends BaseError {
  override name = 'AppKitNotCreatedError'
  declare readonly code: UiErrorCode

  constructor() {
    super('Please call "createAppKit" before using "useAppKit" hook', { code: 'NOT_CREATED' })
  }
}
