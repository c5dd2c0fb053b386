import * as t from 'io-ts'

/**
 * Where a payment from an exchange is, as `/pay/exchanges/{id}/status` answers it (AppKit's
 * `ExchangeBuyStatus`): no withdrawal yet (`UNKNOWN`), withdrawing, sent (`SUCCESS` with the
 * transaction's hash, not yet confirmed by the client), or `FAILED`.
 */
export const ExchangeBuyStatus = t.intersection(
  [t.type({ status: t.keyof({ UNKNOWN: null, IN_PROGRESS: null, SUCCESS: null, FAILED: null }) }), t.partial({ txHash: t.string, failureReason: t.string })],
  'an exchange buy status',
)
/** An exchange payment's status. */
export type ExchangeBuyStatus = t.TypeOf<typeof ExchangeBuyStatus>
