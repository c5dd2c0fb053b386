import * as t from 'io-ts'

/**
 * A token a swap can sell or buy, as the swap service lists it: its CAIP-2 chain, its address
 * (the native currency as `0xEeee…EEeE`), symbol, name and decimals; an icon and a USD price when known.
 */
export const SwapToken = t.intersection(
  [
    t.type({ chainId: t.string, address: t.string, symbol: t.string, name: t.string, decimals: t.number }),
    t.partial({ iconUrl: t.string, price: t.number }),
  ],
  'SwapToken',
)
/** A token a swap can sell or buy. */
export type SwapToken = t.TypeOf<typeof SwapToken>
