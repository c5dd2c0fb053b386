import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Wallet } from '../model/Wallet.ts'

/** A connector that connects a listed wallet in one namespace (AppKit's `chain`). */
export interface WalletItemConnector {
  id: string
  chain: ChainNamespace
}

/** A wallet as the headless API lists it (AppKit's `WalletItem`). */
export interface WalletItem {
  /** The registry's id, else the connector's. */
  id: string
  name: string
  imageUrl: string | undefined
  /** The adapters' connectors that connect it, one per namespace; empty for a registry wallet, which connects through WalletConnect. */
  connectors: WalletItemConnector[]
  /** The registry's entry, for a registry or custom wallet. */
  walletInfo: Wallet | undefined
  /** Installed in this browser (announced or injected). */
  isInjected: boolean
  /** Among the recent wallets. */
  isRecent: boolean
}
