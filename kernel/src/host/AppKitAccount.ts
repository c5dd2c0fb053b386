import type { Account } from '../model/Account.ts'
import type { ConnectionStatus } from '../store/ConnectionsStore.ts'
import type { EmbeddedWalletInfo } from './EmbeddedWalletInfo.ts'

/** The connected-account view of SPEC §3, as `useAppKitAccount` and `appKit.getAccount()` give it. */
export interface AppKitAccount {
  allAccounts: Account[]
  caipAddress: string | undefined
  address: string | undefined
  isConnected: boolean
  status: ConnectionStatus
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}
