import { isHex, verifyMessage } from 'viem'
import type { Address, Client } from 'viem'
import { verifySiweMessage } from 'viem/siwe'

/** What `verifyEip155Signature` checks. */
export interface Eip155SignatureInput {
  /** The exact EIP-4361 text that was signed. */
  message: string
  /** The signature, 0x-hex. */
  signature: string
  /** The account that should have signed. */
  address: string
  /** A public client of the message's chain: smart-contract accounts (ERC-1271, ERC-6492) verify through it. */
  client?: Client
}

/**
 * Whether an EIP-4361 message was signed by an account: through the chain with viem's
 * `verifySiweMessage` when a client is given (smart-contract accounts too; it also refuses an
 * expired message), else by recovering the EOA's address. Never throws.
 */
export async function verifyEip155Signature(input: Eip155SignatureInput): Promise<boolean> {
  const { message, signature, client } = input
  if (!isHex(signature) || !isHex(input.address)) return false
  const address = input.address as Address
  try {
    if (client) return await verifySiweMessage(client, { message, signature, address })
    return await verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}
