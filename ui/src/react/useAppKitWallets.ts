import { useEffect, useMemo } from 'react'
import type { ChainNamespace } from '@portico/kernel/internal'
import type { FetchWalletsOptions } from '@portico/kernel/internal'
import type { WalletItem } from '@portico/kernel/internal'
import type { WalletListState } from '@portico/kernel/internal'
import { connect } from '@portico/kernel/internal'
import { fetchWallets } from '@portico/kernel/internal'
import { resetConnectingWallet } from '@portico/kernel/internal'
import { resetWalletConnectUri } from '@portico/kernel/internal'
import { startWalletList } from '@portico/kernel/internal'
import { walletListStateOf } from '@portico/kernel/internal'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'

/** What `useAppKitWallets` returns: the wallet list and connection, and what acts on them (AppKit's fields). */
export interface UseAppKitWalletsReturn extends WalletListState {
  /** Loads a registry page (the next by default) or a search. */
  fetchWallets(options?: FetchWalletsOptions): Promise<void>
  /** Connects a listed wallet, in the given namespace when it has several. */
  connect(wallet: WalletItem, namespace?: ChainNamespace): Promise<void>
  /** Gives up the WalletConnect pairing in progress, its URI and its error. */
  resetWcUri(): void
  /** Forgets the wallet being connected. */
  resetConnectingWallet(): void
}

const serverState: WalletListState = { wallets: [], wcWallets: [], isFetchingWallets: false, isFetchingWcUri: false, isInitialized: false, wcUri: undefined, wcError: false, connectingWallet: undefined, page: 0, count: 0 }

/**
 * The wallets to build a Connect experience of the host's own (AppKit's `useAppKitWallets`, for
 * `features.headless`): installed, recent, featured and recommended wallets, the registry's pages
 * and search, and the connection with WalletConnect's URI. Starts listing once rendered; loads no modal code.
 */
export function useAppKitWallets(): UseAppKitWalletsReturn {
  const appKit = useAppKitInstance()
  const observed = useMemo(() => new ObservedValue(() => walletListStateOf(appKit.store), () => serverState), [appKit])
  useEffect(() => startWalletList(appKit.store), [appKit])
  const state = useObservedValue(observed)
  const actions = useMemo(
    () => ({
      fetchWallets: (options?: FetchWalletsOptions) => fetchWallets(options, appKit),
      connect: (wallet: WalletItem, namespace?: ChainNamespace) => connect(wallet, namespace, appKit),
      resetWcUri: () => resetWalletConnectUri(appKit),
      resetConnectingWallet: () => resetConnectingWallet(appKit),
    }),
    [appKit],
  )
  return useMemo(() => ({ ...state, ...actions }), [state, actions])
}
