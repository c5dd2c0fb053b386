import * as t from 'io-ts'

/** Where a purchase is: the user has not paid yet (`pending`), paid and the funds are on the way, delivered, refused or given up. */
export const OnRampOrderStatus = t.keyof({ pending: null, processing: null, completed: null, failed: null, cancelled: null }, 'an order status')
/** An order's status. */
export type OnRampOrderStatus = t.TypeOf<typeof OnRampOrderStatus>

/** An order as the provider's `GET /v1/orders/{id}` answers and `/onramp/orders/...` passes on. */
export const OnRampOrder = t.intersection(
  [
    t.type({ id: t.string, status: OnRampOrderStatus }),
    t.partial({ chainId: t.string, asset: t.string, address: t.string, cryptoAmount: t.string, transactionHash: t.string, failureReason: t.string }),
  ],
  'an on-ramp order',
)
/** An on-ramp order. */
export type OnRampOrder = t.TypeOf<typeof OnRampOrder>
