import * as t from 'io-ts'

/** A token balance (SPEC §3); `address` is absent for the native currency. */
export const TokenBalance = t.intersection(
  [
    t.type({
      name: t.string,
      symbol: t.string,
      chainId: t.string,
      value: t.number,
      price: t.number,
      quantity: t.type({ decimals: t.string, numeric: t.string }),
    }),
    t.partial({ address: t.string, iconUrl: t.string }),
  ],
  'TokenBalance',
)
/** A token balance. */
export type TokenBalance = t.TypeOf<typeof TokenBalance>
