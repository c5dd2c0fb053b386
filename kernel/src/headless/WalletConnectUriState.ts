/** WalletConnect's pairing as a headless host reads it (AppKit's `getWalletConnectUri`). */
export interface WalletConnectUriState {
  wcUri: string | undefined
  wcError: boolean
  wcFetchingUri: boolean
}
