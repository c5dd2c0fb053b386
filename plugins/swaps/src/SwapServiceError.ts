import * as t from 'io-ts'

/** The body of a failed swap request: a text for developers and a stable code (NO_ROUTE, INSUFFICIENT_LIQUIDITY, UNSUPPORTED_CHAIN, …). */
export const SwapServiceError = t.type({ error: t.string, code: t.string }, 'SwapServiceError')
/** A failed swap request's body. */
export type SwapServiceError = t.TypeOf<typeof SwapServiceError>
