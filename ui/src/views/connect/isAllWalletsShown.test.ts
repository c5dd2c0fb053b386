import { describe, expect, it } from 'vitest'
import { isAllWalletsShown } from './isAllWalletsShown.ts'

describe('isAllWalletsShown', () => {
  it('follows the allWallets feature, and AppKit’s allWallets option: SHOW (default), HIDE, ONLY_MOBILE', () => {
    expect(isAllWalletsShown(true, {}, false)).toBe(true)
    expect(isAllWalletsShown(false, {}, true)).toBe(false)
    expect(isAllWalletsShown(true, { allWallets: 'SHOW' }, false)).toBe(true)
    expect(isAllWalletsShown(true, { allWallets: 'HIDE' }, true)).toBe(false)
    expect(isAllWalletsShown(true, { allWallets: 'ONLY_MOBILE' }, false)).toBe(false)
    expect(isAllWalletsShown(true, { allWallets: 'ONLY_MOBILE' }, true)).toBe(true)
  })

  it('is off without wallets or without WalletConnect, through which its wallets connect', () => {
    expect(isAllWalletsShown(true, { enableWallets: false }, false)).toBe(false)
    expect(isAllWalletsShown(true, { enableWalletConnect: false }, false)).toBe(false)
  })
})
