import { BaseError } from '@portico/kernel'

// The swaps plugin's BaseError subclasses, in one file as DESIGN.md's "Errors" section asks.

/**
 * Why a swap stopped: asked for before it was ready, on a chain without EVM calls, the price
 * moved beyond the slippage tolerance (before signing, or as a revert), the approval reverted,
 * or every fresh quote expired before it could be signed.
 */
export type SwapsErrorCode = 'SWAP_NOT_READY' | 'UNSUPPORTED_CHAIN' | 'SWAP_PRICE_CHANGED' | 'SWAP_APPROVAL_REVERTED' | 'SWAP_QUOTE_EXPIRED'

/** An error of the swaps plugin; `code` says which condition. */
export class SwapsError extends BaseError {
  override name = 'SwapsError'
  declare readonly code: SwapsErrorCode

  constructor(code: SwapsErrorCode, shortMessage: string, options: { cause?: unknown; details?: string } = {}) {
    super(shortMessage, { ...options, code })
  }
}

/** A swap asked for with no reviewed quote, request or provider, or while the form blocks it. */
export class SwapNotReadyError extends SwapsError {
  override name = 'SwapNotReadyError'

  constructor() {
    super('SWAP_NOT_READY', 'The swap is not ready')
  }
}

/** A swap on a network without the EVM calls extension. */
export class SwapUnsupportedChainError extends SwapsError {
  override name = 'SwapUnsupportedChainError'

  constructor() {
    super('UNSUPPORTED_CHAIN', 'Unsupported chain')
  }
}

/** The price moved beyond the slippage tolerance: found in a fresh quote, or as the swap's revert. */
export class SwapPriceChangedError extends SwapsError {
  override name = 'SwapPriceChangedError'

  constructor(when: 'quote' | 'revert', cause?: unknown) {
    const shortMessage = when === 'quote' ? 'The price moved beyond the slippage tolerance' : 'The swap reverted: the price moved beyond the slippage tolerance'
    super('SWAP_PRICE_CHANGED', shortMessage, cause === undefined ? {} : { cause })
  }
}

/** The token approval sent before the swap reverted. */
export class SwapApprovalRevertedError extends SwapsError {
  override name = 'SwapApprovalRevertedError'

  constructor() {
    super('SWAP_APPROVAL_REVERTED', 'The approval reverted')
  }
}

/** Every fresh quote asked for before signing expired first. */
export class SwapQuoteExpiredError extends SwapsError {
  override name = 'SwapQuoteExpiredError'

  constructor() {
    super('SWAP_QUOTE_EXPIRED', 'Every quote expired before it could be signed')
  }
}
