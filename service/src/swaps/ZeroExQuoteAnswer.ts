import * as t from 'io-ts'

const isAmount = (value: unknown): value is string => typeof value === 'string' && /^[0-9]{1,78}$/.test(value)
const Amount = new t.Type<string, string, unknown>('an amount (decimal digits)', isAmount, (value, context) => (isAmount(value) ? t.success(value) : t.failure(value, context)), (value) => value)

const Transaction = t.type({ to: t.string, data: t.string, value: Amount, gas: t.union([Amount, t.null]), gasPrice: Amount }, 'a transaction { to, data, value, gas, gasPrice }')

const Quoted = t.intersection(
  [
    t.type({
      liquidityAvailable: t.literal(true),
      buyAmount: Amount,
      sellAmount: Amount,
      minBuyAmount: Amount,
      issues: t.type({ allowance: t.union([t.type({ actual: Amount, spender: t.string }), t.null]) }, 'issues { allowance }'),
      route: t.type({ tokens: t.array(t.type({ address: t.string })) }, 'a route { tokens }'),
      transaction: Transaction,
    }),
    t.partial({ totalNetworkFee: t.union([Amount, t.null]), estimatedPriceImpact: t.union([t.string, t.null]) }),
  ],
  'a quote { liquidityAvailable: true, buyAmount, sellAmount, minBuyAmount, issues, route, transaction }',
)

/**
 * What a 0x-Swap-API-like aggregator (v2, allowance holder) answers to
 * `GET /swap/allowance-holder/quote`: a quote with its transaction and the taker's allowance issue
 * (null when the allowance suffices), or `{ liquidityAvailable: false }` when nothing joins the
 * tokens. `estimatedPriceImpact` (percent, as a string) is optional: an aggregator without it gives
 * price impact 0.
 */
export const ZeroExQuoteAnswer = t.union([Quoted, t.type({ liquidityAvailable: t.literal(false) })], 'a 0x quote answer')
/** A 0x-like quote answer, decoded. */
export type ZeroExQuoteAnswer = t.TypeOf<typeof ZeroExQuoteAnswer>
