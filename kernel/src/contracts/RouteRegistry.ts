/**
 * The views the router knows and the data each takes. The kernel lists its core views; a
 * plugin adds its own by augmenting this interface:
 * `declare module '@portico/kernel' { interface RouteRegistry { EmailVerifyOtp: { email: string } } }`.
 */
export interface RouteRegistry {
  Connect: undefined
  Account: undefined
  Networks: undefined
  UnsupportedChain: undefined
  AllWallets: undefined
  ConnectingExternal: { connectorId: string }
  /** Registered by the WalletConnect adapter; `walletId` is the registry wallet to open. */
  ConnectingWalletConnect: { walletId?: string; title?: string } | undefined
  /** For someone without a wallet: the Connect view's help (AppKit's view name). */
  WhatIsAWallet: undefined
  /** Shows the unsafe requests waiting in the approvals store (SPEC §2). */
  ApproveTransaction: undefined
  /** The active namespace's connected wallets, to switch between, remove or add one (AppKit's multi-wallet profile view). */
  Profile: undefined
}

/** A view id: a key of the route registry. */
export type ViewId = keyof RouteRegistry & string
