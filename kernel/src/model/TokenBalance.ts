import * as t from 'io-ts'

/**
 * A token balance (SPEC §3); `address` is absent for the native currency. `price` (US dollars per
 * unit) and `value` (dollars held) are present only when a price source knows the token: read over
 * RPC they are absent, and the modal hides the fiat value rather than showing "$0.00".
 */
export const TokenBalance = t.intersection(
  [
    t.type({
      name: t.string,
      symbol: t.string,
      chainId: t.string,
      quantity: t.type({ decimals: t.string, numeric: t.string }),
    }),
    t.partial({ address: t.string, iconUrl: t.string, price: t.number, value: t.number }),
  ],
  'TokenBalance',
)
/** A token balance. */
export type TokenBalance = t.TypeOf<typeof TokenBalance>
