import { useMemo } from 'react'
import type { Account } from '../model/Account.ts'
import type { EmbeddedWalletInfo } from './EmbeddedWalletInfo.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { ConnectionStatus } from '../store/ConnectionsStore.ts'
import type { RootStore } from '../store/RootStore.ts'
import { useAppKitInstance } from '../ui/useAppKitInstance.ts'
import { embeddedWalletInfoOf } from './embeddedWalletInfoOf.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'


/** The connected-account view of SPEC §3, as `useAppKitAccount` returns it. */
export interface AppKitAccount {
  allAccounts: Account[]
  caipAddress: string | undefined
  address: string | undefined
  isConnected: boolean
  status: ConnectionStatus
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
}

/** Options of `useAppKitAccount`: a namespace other than the active one. */
export interface UseAppKitAccountOptions {
  namespace?: ChainNamespace
}

const disconnectedAccount: AppKitAccount = {
  allAccounts: [],
  caipAddress: undefined,
  address: undefined,
  isConnected: false,
  status: 'disconnected',
  embeddedWalletInfo: undefined,
}

function accountOf(store: RootStore, namespace: ChainNamespace | undefined): AppKitAccount {
  const { connections } = store
  const chosen = namespace ?? connections.activeNamespace
  if (!chosen) return disconnectedAccount
  const connection = connections.connectionOf(chosen)
  const isConnected = connection.status === 'connected'
  return {
    allAccounts: connection.accounts.map((account) => ({ ...account })),
    caipAddress: isConnected ? connection.caipAddress : undefined,
    address: isConnected ? connection.accounts[0]?.address : undefined,
    isConnected,
    status: connection.status,
    embeddedWalletInfo: isConnected ? embeddedWalletInfoOf(store, connection) : undefined,
  }
}

/** The connected account of the active (or given) namespace, as AppKit's `useAppKitAccount`. */
export function useAppKitAccount(options?: UseAppKitAccountOptions): AppKitAccount {
  const appKit = useAppKitInstance()
  const namespace = options?.namespace
  const observed = useMemo(
    // A server knows no wallet: it renders, and hydration starts, disconnected.
    () => new ObservedValue(() => accountOf(appKit.store, namespace), () => disconnectedAccount),
    [appKit, namespace],
  )
  return useObservedValue(observed)
}
