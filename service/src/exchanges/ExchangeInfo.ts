/** An asset an exchange withdraws: on a CAIP-2 network, `native` or a token address. */
export interface ExchangeAsset {
  network: string
  asset: string
  symbol: string
  decimals: number
}

/** An exchange as `/pay/exchanges` lists it (AppKit's `Exchange`: id, name, imageUrl), and what it withdraws. */
export interface ExchangeInfo {
  id: string
  name: string
  imageUrl: string
  assets: ExchangeAsset[]
}
