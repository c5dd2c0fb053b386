// The entry of the test wallet's page script (built as an IIFE by testWalletInitScript): it reads
// its options from the page, announces the wallet and exposes it to the tests.
import { announceTestWallet } from './announceTestWallet.ts'
import type { KeyValueStorage } from './TestWalletMemory.ts'
import type { TestWalletGlobals } from './TestWalletGlobals.ts'

function pageStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage
  } catch {
    // Pages without an origin of their own (data:, about:blank) have no localStorage.
    return undefined
  }
}

const globals = window as unknown as TestWalletGlobals
const options = globals.__porticoTestWalletOptions
if (!options) throw new Error('Portico Test Wallet: set window.__porticoTestWalletOptions before injecting it')
globals.__porticoTestWallet = announceTestWallet({ ...options, storage: pageStorage() }).wallet
