/** The connected wallet, as AppKit's `walletInfo`. */
export interface WalletInfo {
  name: string
  icon?: string
  rdns?: string
  /** The connector type (SPEC §3), such as `INJECTED` or `WALLET_CONNECT`. */
  type: string
}
