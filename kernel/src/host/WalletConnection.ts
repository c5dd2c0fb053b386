import type { Network } from '../model/Network.ts'

/** A wallet connection, as AppKit's `useAppKitConnections` lists them. */
export interface WalletConnection {
  connectorId: string
  accounts: { address: string; type?: string }[]
  caipNetwork?: Network
  name?: string
  icon?: string
}
