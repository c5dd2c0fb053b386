import * as t from 'io-ts'

/** An order's status as the provider reports it: not paid yet, paid and on its way, delivered, refused, given up. */
export const OnRampOrderStatus = t.keyof({ pending: null, processing: null, completed: null, failed: null, cancelled: null }, 'OnRampOrderStatus')
/** An order's status. */
export type OnRampOrderStatus = t.TypeOf<typeof OnRampOrderStatus>

/** An order (`GET /onramp/orders/{provider}/{id}`). */
export const OnRampOrder = t.intersection(
  [t.type({ id: t.string, status: OnRampOrderStatus }), t.partial({ cryptoAmount: t.string, transactionHash: t.string, failureReason: t.string })],
  'OnRampOrder',
)
/** An on-ramp order. */
export type OnRampOrder = t.TypeOf<typeof OnRampOrder>
