/**
 * A balance as `/balances` answers it (the kernel's `TokenBalance`): `address` is absent for the
 * native currency; `price` (USD) and `value` (price × quantity) are absent when no price is known.
 */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2, such as `eip155:31337`. */
  chainId: string
  address?: string
  price?: number
  value?: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}
