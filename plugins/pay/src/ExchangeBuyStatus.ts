import * as t from 'io-ts'

/**
 * Where a payment from an exchange is (AppKit's `ExchangeBuyStatus`): no withdrawal yet, under
 * way, sent by the exchange (with its transaction's hash, still to be confirmed on chain), or failed.
 */
export const ExchangeBuyStatus = t.intersection(
  [t.type({ status: t.keyof({ UNKNOWN: null, IN_PROGRESS: null, SUCCESS: null, FAILED: null }) }), t.partial({ txHash: t.string, failureReason: t.string })],
  'ExchangeBuyStatus',
)
/** Where a payment from an exchange is. */
export type ExchangeBuyStatus = t.TypeOf<typeof ExchangeBuyStatus>
