import { createTestWallet } from './createTestWallet.ts'
import type { TestWallet, TestWalletOptions } from './createTestWallet.ts'
import { showApprovalPrompt } from './showApprovalPrompt.ts'
import { testWalletIcon } from './testWalletIcon.ts'

/**
 * Options of `announceTestWallet`: the wallet's, the window it announces itself in (default
 * `window`), and the EIP-6963 info it announces (default "Portico Test Wallet", rdns
 * `dev.portico.testwallet`, `testWalletIcon`). A second wallet in the same page takes a name,
 * rdns, `accountIndex` and `storageKey` of its own; its approval prompt is titled with its name.
 */
export interface AnnounceTestWalletOptions extends TestWalletOptions {
  window?: Window
  name?: string
  rdns?: string
  /** A data: URI (EIP-6963 asks for one). */
  icon?: string
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
 * Creates a test wallet and announces it by EIP-6963, by default as "Portico Test Wallet"
 * (rdns `dev.portico.testwallet`, an inline SVG icon): once now, and again on every
 * `eip6963:requestProvider`.
 */
export function announceTestWallet(options: AnnounceTestWalletOptions): AnnouncedTestWallet {
  const target = options.window ?? window
  const { name, rdns = 'dev.portico.testwallet', icon = testWalletIcon } = options
  const ask = options.prompt ?? showApprovalPrompt
  const wallet = createTestWallet(name === undefined ? options : { ...options, prompt: (request) => ask({ ...request, wallet: name }) })
  const info = Object.freeze({ uuid: randomUuid(), name: name ?? 'Portico Test Wallet', icon, rdns })
  const detail = Object.freeze({ info, provider: wallet.provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return { wallet, stop: () => target.removeEventListener('eip6963:requestProvider', announce) }
}
