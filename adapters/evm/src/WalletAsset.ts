import * as t from 'io-ts'

/**
 * One asset of a `wallet_getAssets` answer, as SPEC §7 checks it: address, balance (hex), type
 * exactly ERC20 or NATIVE, and metadata with name, symbol, decimals, price and iconUrl.
 */
export const WalletAsset = t.type(
  {
    address: t.string,
    balance: t.string,
    type: t.keyof({ ERC20: null, NATIVE: null }),
    metadata: t.type({ name: t.string, symbol: t.string, decimals: t.number, price: t.number, iconUrl: t.string }),
  },
  'an asset { address, balance, type: ERC20 | NATIVE, metadata { name, symbol, decimals, price, iconUrl } }',
)
/** One asset a wallet reports. */
export type WalletAsset = t.TypeOf<typeof WalletAsset>
