import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { isSafeImageUrl } from '../../../kernel/src/model/isSafeImageUrl.ts'
import { testWalletIcon } from '../testWallet/testWalletIcon.ts'
import { registerSolanaTestWallet } from './registerSolanaTestWallet.ts'

describe('registerSolanaTestWallet', () => {
  it('announces "Portico Solana Test Wallet" with an icon that draws a mark, not a blank image', () => {
    const announced: Wallet[] = []
    const listen = ((event: CustomEvent<(api: { register(...wallets: Wallet[]): unknown }) => void>) =>
      event.detail({ register: (...wallets) => announced.push(...wallets) })) as EventListener
    window.addEventListener('wallet-standard:register-wallet', listen)
    try {
      registerSolanaTestWallet({ rpcUrl: 'http://127.0.0.1:8899', policy: 'approve' })
    } finally {
      window.removeEventListener('wallet-standard:register-wallet', listen)
    }
    expect(announced.map((wallet) => wallet.name)).toEqual(['Portico Solana Test Wallet'])
    const icon = announced[0]?.icon ?? ''
    // The Connect view shows a wallet's icon only when it is a safe image URL.
    expect(isSafeImageUrl(icon)).toBe(true)
    const svg = atob(icon.replace(/^data:image\/svg\+xml;base64,/, ''))
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 96 96"/)
    expect(svg).toMatch(/<rect width="96" height="96"[^>]* fill="#[0-9a-f]{6}"/)
    expect(svg).toMatch(/<path d="M[^"]+" fill="#[0-9a-f]{6}"/)
    // Its own mark: the EVM test wallet's row looks different.
    expect(icon).not.toBe(testWalletIcon)
  })
})
