import type { EvmWalletProvider } from '@portico/adapter-evm'
import type { AdapterContext } from '@portico/kernel/extend'
import { getAddress, isAddress } from 'viem'
import type { Address } from 'viem'

/** The modal's EVM connection as wagmi sees it: its accounts and chain. */
export interface ModalState {
  accounts: readonly [Address, ...Address[]]
  chainId: number
}

/**
 * The link between the modal and wagmi's connector. The WagmiAdapter is built before the EVM
 * adapter loads, so the link starts empty and is attached when it loads: from then on it follows
 * the host provider's events (`connect`, `accountsChanged`, `chainChanged`, `disconnect`) and
 * tells its listeners, and it reaches the kernel (switch, disconnect) through the adapter context.
 */
export class ModalConnection {
  private current: { provider: EvmWalletProvider; context: AdapterContext } | undefined
  private accounts: readonly Address[] = []
  private chainId: number | undefined
  private readonly listeners = new Set<() => void>()
  private detachProvider: (() => void) | undefined

  /** Follows the loaded EVM adapter's provider; a later attach (the adapter loaded again) replaces it. */
  attach(provider: EvmWalletProvider, context: AdapterContext): void {
    this.detachProvider?.()
    this.current = { provider, context }
    this.accounts = []
    this.chainId = undefined
    const onAccounts = (payload: unknown) => {
      this.accounts = Array.isArray(payload) ? payload.filter((each): each is string => typeof each === 'string' && isAddress(each)).map((each) => getAddress(each)) : []
      this.changed()
    }
    const onChain = (payload: unknown) => {
      const chainId = typeof payload === 'string' ? Number.parseInt(payload, 16) : Number.NaN
      this.chainId = Number.isSafeInteger(chainId) ? chainId : undefined
      this.changed()
    }
    const onDisconnect = () => {
      this.accounts = []
      this.chainId = undefined
      this.changed()
    }
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    provider.on('disconnect', onDisconnect)
    this.detachProvider = () => {
      provider.removeListener('accountsChanged', onAccounts)
      provider.removeListener('chainChanged', onChain)
      provider.removeListener('disconnect', onDisconnect)
    }
  }

  /** The modal's connection now: undefined while it has none (or before the EVM adapter loaded). */
  state(): ModalState | undefined {
    const [first, ...rest] = this.accounts
    if (first === undefined || this.chainId === undefined) return undefined
    return { accounts: [first, ...rest], chainId: this.chainId }
  }

  /** The host provider once the EVM adapter loaded; undefined before (nothing can be connected yet). */
  provider(): EvmWalletProvider | undefined {
    return this.current?.provider
  }

  /** The adapter context, once loaded: how wagmi's requests reach the kernel. */
  context(): AdapterContext | undefined {
    return this.current?.context
  }

  /** Calls `listener` after each change of the modal's connection; returns the function that stops. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener()
  }
}
