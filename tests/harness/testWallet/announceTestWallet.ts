import { createTestWallet } from './createTestWallet.ts'
import type { TestWallet, TestWalletOptions } from './createTestWallet.ts'
import { testWalletIcon } from './testWalletIcon.ts'

/** Options of `announceTestWallet`: the wallet's, and the window it announces itself in (default `window`). */
export interface AnnounceTestWalletOptions extends TestWalletOptions {
  window?: Window
}

/** An announced test wallet, and how to stop answering `eip6963:requestProvider`. */
export interface AnnouncedTestWallet {
  wallet: TestWallet
  stop(): void
}

// A version 4 UUID from crypto.getRandomValues (crypto.randomUUID needs a secure context).
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Creates a test wallet and announces it by EIP-6963 as "Portico Test Wallet"
 * (rdns `dev.portico.testwallet`, an inline SVG icon): once now, and again on every
 * `eip6963:requestProvider`.
 */
export function announceTestWallet(options: AnnounceTestWalletOptions): AnnouncedTestWallet {
  const target = options.window ?? window
  const wallet = createTestWallet(options)
  const info = Object.freeze({ uuid: randomUuid(), name: 'Portico Test Wallet', icon: testWalletIcon, rdns: 'dev.portico.testwallet' })
  const detail = Object.freeze({ info, provider: wallet.provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return { wallet, stop: () => target.removeEventListener('eip6963:requestProvider', announce) }
}
