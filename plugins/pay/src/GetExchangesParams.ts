/** Which exchanges to list (AppKit's `GetExchangesParams`): a page from 0, and those withdrawing an asset on a CAIP-2 network. */
export interface GetExchangesParams {
  page?: number
  asset?: string
  amount?: number | string
  network?: string
}
