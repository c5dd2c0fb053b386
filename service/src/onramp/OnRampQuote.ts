import * as t from 'io-ts'

/**
 * A provider's price for a purchase, as its `GET /v1/quote` answers and `/onramp/quote` passes on:
 * the fiat paid (`fiatAmount`, fee included, a decimal string), the fee, and the crypto amount
 * delivered (base units of the asset).
 */
export const OnRampQuote = t.type(
  {
    provider: t.string,
    chainId: t.string,
    asset: t.string,
    fiatCurrency: t.string,
    fiatAmount: t.string,
    feeAmount: t.string,
    paymentMethod: t.string,
    cryptoAmount: t.string,
    decimals: t.number,
  },
  'an on-ramp quote',
)
/** A provider's quote. */
export type OnRampQuote = t.TypeOf<typeof OnRampQuote>
