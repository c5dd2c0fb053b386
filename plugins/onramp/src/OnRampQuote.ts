import * as t from 'io-ts'

/** A provider's quote (`GET /onramp/quote`): the fiat paid (fee included, a decimal string), the fee, and the crypto delivered in base units. */
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
  'OnRampQuote',
)
/** A provider's quote. */
export type OnRampQuote = t.TypeOf<typeof OnRampQuote>
