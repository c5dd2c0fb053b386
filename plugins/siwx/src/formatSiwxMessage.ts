import { SiwxError } from './errors.ts'
import { formatEip155Message } from './formatEip155Message.ts'
import { formatSolanaMessage } from './formatSolanaMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'

/** Writes the text to sign for message data: EIP-4361 on eip155, Sign-In-With-Solana on solana. */
export function formatSiwxMessage(data: SiwxMessageData): string {
  if (data.chainId.startsWith('eip155:')) return formatEip155Message(data)
  if (data.chainId.startsWith('solana:')) return formatSolanaMessage(data)
  throw new SiwxError('SIWX_UNSUPPORTED_CHAIN', `SIWX does not support the network ${data.chainId}`)
}
