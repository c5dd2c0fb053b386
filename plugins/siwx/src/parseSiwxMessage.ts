import { parseEip155Message } from './parseEip155Message.ts'
import { parseSolanaMessage } from './parseSolanaMessage.ts'
import type { SiwxMessageData } from './SiwxMessageData.ts'

/** Reads an EIP-4361 or a Sign-In-With-Solana message; undefined when the text is neither. */
export function parseSiwxMessage(text: string): SiwxMessageData | undefined {
  return parseEip155Message(text) ?? parseSolanaMessage(text)
}
