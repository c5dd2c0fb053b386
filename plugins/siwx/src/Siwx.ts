import type { CaipNetworkId } from '@portico/kernel/extend'
import type { SiwxMessage, SiwxMessageInput } from './SiwxMessage.ts'
import type { SiwxSession } from './SiwxSession.ts'

/**
 * Sign in with a wallet (SPEC §7), the `siwx` option of `createAppKit`: the modal creates a
 * message for the connected account, has the wallet sign `message.toString()`, and adds the
 * session. The same shape as AppKit's SIWXConfig, so a host's own implementation plugs in.
 */
export interface Siwx {
  /** Creates a new, unique message for an account on a CAIP-2 network. */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /** Verifies a signed session and stores it; throws when it is not valid. */
  addSession(session: SiwxSession): Promise<void>
  /** Removes every session of an account on a network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Verifies the sessions and replaces all stored ones with them; throws when one is not valid. */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** The valid, unexpired sessions of an account on a network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Whether signing in is required: declining disconnects the wallet (SPEC §4). */
  getRequired?(): boolean
  /** Whether disconnecting the wallet also revokes its sessions. */
  signOutOnDisconnect?: boolean
}
