import * as t from 'io-ts'

/** The exchange's page for a payment and its session (AppKit's `PayUrlResponse`). */
export const PayUrlResponse = t.type({ url: t.string, sessionId: t.string }, 'PayUrlResponse')
/** The exchange's page for a payment and its session. */
export type PayUrlResponse = t.TypeOf<typeof PayUrlResponse>
