import type { ApprovalPolicy } from './ApprovalRequest.ts'
import type { TestWallet } from './createTestWallet.ts'
import type { WalletAssetsOptions } from './WalletAssetsOptions.ts'

/**
 * What the injected test wallet is configured with (JSON): its chains, first chain, account,
 * policy, asset discovery and atomic batches; and, for a second wallet beside another, the name,
 * rdns and icon it announces and the localStorage key it keeps its state under (`announceTestWallet`'s).
 */
export interface InjectedTestWalletOptions {
  chains: Record<number, string>
  chainId?: number
  accountIndex?: number
  policy?: ApprovalPolicy
  assets?: WalletAssetsOptions
  atomicBatches?: boolean
  name?: string
  rdns?: string
  icon?: string
  storageKey?: string
}

/**
 * The page globals of the injected test wallet: tests set `__porticoTestWalletOptions` before it
 * runs, then drive `__porticoTestWallet` (such as `setPolicy('reject')`) with `page.evaluate`.
 */
export interface TestWalletGlobals {
  __porticoTestWalletOptions?: InjectedTestWalletOptions
  __porticoTestWallet?: TestWallet
}
