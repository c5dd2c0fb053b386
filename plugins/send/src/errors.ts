import { BaseError } from '@portico/kernel'

// The send plugin's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

/** Why a transfer could not start: no token chosen, no amount or receiver, or a chain it cannot send on. */
export type SendErrorCode = 'SEND_TOKEN_REQUIRED' | 'SEND_INPUT_REQUIRED' | 'UNSUPPORTED_CHAIN'

/** An error of the send plugin; `code` says which condition. */
export class SendError extends BaseError {
  override name = 'SendError'
  declare readonly code: SendErrorCode

  constructor(code: SendErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** A transfer asked for before a token was chosen. */
export class SendTokenRequiredError extends SendError {
  override name = 'SendTokenRequiredError'

  constructor() {
    super('SEND_TOKEN_REQUIRED', 'A token is required')
  }
}

/** A transfer asked for without an amount or a receiver address. */
export class SendInputRequiredError extends SendError {
  override name = 'SendInputRequiredError'

  constructor() {
    super('SEND_INPUT_REQUIRED', 'An amount and receiver address are required')
  }
}

/** A transfer on a chain the plugin cannot send on: neither EVM nor Solana, or no transfer for its token. */
export class SendUnsupportedChainError extends SendError {
  override name = 'SendUnsupportedChainError'

  constructor() {
    super('UNSUPPORTED_CHAIN', 'Unsupported chain')
  }
}
