import type { AppKitAccount } from './AppKitAccount.ts'

/** The account of no connection: what a server renders, and a namespace never connected. */
export const disconnectedAccount: AppKitAccount = {
  allAccounts: [],
  caipAddress: undefined,
  address: undefined,
  isConnected: false,
  status: 'disconnected',
  embeddedWalletInfo: undefined,
}
