import type { CaipNetworkId } from '@portico/kernel/extend'
import type { SiwxMessageData } from './SiwxMessageData.ts'

/** What a SIWX message is created for: an account on a CAIP-2 network. */
export interface SiwxMessageInput {
  /** The CAIP-2 network id, such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: CaipNetworkId
  /** The account's address as its chain writes it (0x-hex for eip155, base58 for solana). */
  accountAddress: string
}

/** A SIWX message: its fields, and `toString()` giving the exact text the wallet signs. */
export type SiwxMessage = SiwxMessageData & {
  /** The text to sign (EIP-4361 for eip155, Sign-In-With-Solana for solana). */
  toString(): string
}
