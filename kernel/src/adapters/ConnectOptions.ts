import type { Wallet } from '../model/Wallet.ts'

/** Options of a connect: the registry wallet chosen (kept as recent), and a signal that gives up pairing. */
export interface ConnectOptions {
  wallet?: Wallet
  signal?: AbortSignal
}
