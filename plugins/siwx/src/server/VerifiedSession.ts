import type { CaipNetworkId } from '@portico/kernel/extend'
import type { SiwxMessageData } from '../SiwxMessageData.ts'

/** A session the server verified: who signed in, on which network, until when, and what they signed. */
export interface VerifiedSession {
  /** The CAIP-2 network the account signed in on. */
  chainId: CaipNetworkId
  /** The account, as the signed message writes it. */
  address: string
  /** When the session ends (milliseconds since the epoch), from the message's Expiration Time; undefined when it has none. */
  expiresAt: number | undefined
  /** The fields of the signed message (not the client's `data`). */
  data: SiwxMessageData
  /** The exact text signed. */
  message: string
  signature: string
}
