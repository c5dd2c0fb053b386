import type { Wallet } from '../model/Wallet.ts'

/** `count` registry wallets named "Wallet 1", "Wallet 2"..., with ids `wallet-1`... and rdns `test.wallet-1`... */
export function testWallets(count: number): Wallet[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `wallet-${index + 1}`,
    name: `Wallet ${index + 1}`,
    rdns: `test.wallet-${index + 1}`,
  }))
}
