import * as t from 'io-ts'

/** `GET /onramp/checkout`'s answer: the provider's checkout page. */
export const OnRampCheckout = t.type({ url: t.string }, 'OnRampCheckout')
