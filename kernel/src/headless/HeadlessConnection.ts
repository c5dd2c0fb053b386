import { makeAutoObservable, observableRef } from 'mobx'
import type { WalletItem } from './WalletItem.ts'

/** The state of a headless host's connection: the wallet being connected, and WalletConnect's. */
export class HeadlessConnection {
  connectingWallet: WalletItem | undefined = undefined
  /** Whether the last WalletConnect connection failed. */
  wcError = false
  /** Whether the connection in progress goes through WalletConnect (its URI is awaited). */
  throughWalletConnect = false
  private attempt: AbortController | undefined = undefined

  constructor() {
    makeAutoObservable<HeadlessConnection, 'attempt'>(this, { connectingWallet: observableRef, attempt: false }, { autoBind: true })
  }

  /** Starts a connection, giving up the one in progress; returns the signal that gives it up. */
  start(wallet: WalletItem, throughWalletConnect: boolean): AbortSignal {
    this.attempt?.abort()
    const attempt = new AbortController()
    this.attempt = attempt
    this.connectingWallet = wallet
    this.throughWalletConnect = throughWalletConnect
    this.wcError = false
    return attempt.signal
  }

  /** Ends the connection of `signal` unless a later one replaced it: done (the wallet is no longer connecting), or failed. */
  settle(signal: AbortSignal, failed: boolean): void {
    if (this.attempt?.signal !== signal) return
    this.attempt = undefined
    if (failed && this.throughWalletConnect && !signal.aborted) this.wcError = true
    if (!failed) this.connectingWallet = undefined
    this.throughWalletConnect = false
  }

  /** Gives up the WalletConnect pairing in progress and forgets its URI and error (AppKit's `resetWcUri`). */
  resetWcUri(): void {
    if (this.throughWalletConnect) this.attempt?.abort()
    this.wcError = false
  }

  /** Forgets the wallet being connected (AppKit's `resetConnectingWallet`). */
  resetConnectingWallet(): void {
    this.connectingWallet = undefined
  }
}
