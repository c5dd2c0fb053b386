import * as t from 'io-ts'
import { BaseUnits } from './BaseUnits.ts'
import { SwapCall } from './SwapCall.ts'
import { SwapToken } from './SwapToken.ts'

/**
 * A quote of the swap service (`GET /swap/quote`): what is sold and bought in base units, the
 * bounds at the slippage tolerance, price and price impact, the network fee (wei), how long it
 * holds (unix ms), the approval when the allowance is short, and the router call.
 */
export const SwapQuote = t.intersection(
  [
    t.type({
      chainId: t.string,
      side: t.union([t.literal('exactIn'), t.literal('exactOut')]),
      from: SwapToken,
      to: SwapToken,
      amountIn: BaseUnits,
      amountOut: BaseUnits,
      minimumReceived: BaseUnits,
      maximumSold: BaseUnits,
      price: t.number,
      priceImpact: t.number,
      slippage: t.number,
      route: t.array(t.string),
      networkFee: BaseUnits,
      validUntil: t.number,
      transaction: SwapCall,
    }),
    t.partial({
      approval: t.type({ token: t.string, spender: t.string, allowance: BaseUnits, amount: BaseUnits, transaction: SwapCall }),
    }),
  ],
  'SwapQuote',
)
/** A swap quote. */
export type SwapQuote = t.TypeOf<typeof SwapQuote>
