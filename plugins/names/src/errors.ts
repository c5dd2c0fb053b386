import { BaseError } from '@portico/kernel'

// The names plugin's BaseError subclass, in one file as DESIGN.md's "Errors" section asks.

/**
 * Why a name could not be checked or registered: it breaks SPEC §5's rule, another address holds
 * it, the signature was refused by the service, the request was refused, or the service failed.
 */
export type NamesErrorCode = 'NAME_INVALID' | 'NAME_TAKEN' | 'NAME_SIGNATURE_INVALID' | 'NAME_REQUEST_INVALID' | 'NAME_SERVICE_FAILED'

/** An error of the names plugin; the view shows its own words for it. */
export class NamesError extends BaseError {
  override name = 'NamesError'
  declare readonly code: NamesErrorCode

  constructor(code: NamesErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}
