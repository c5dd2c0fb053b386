import type { WalletAddresses } from './WalletAddresses.ts'

/** Whether two address pairs name the same wallet (EVM addresses compared without their checksum case). */
export function sameAddresses(left: WalletAddresses, right: WalletAddresses): boolean {
  return left.eip155.toLowerCase() === right.eip155.toLowerCase() && left.solana === right.solana
}
