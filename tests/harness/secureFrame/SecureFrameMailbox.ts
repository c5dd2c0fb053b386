import type { MailboxMessage } from './MailboxMessage.ts'

/** The dev mailbox as Node reads it: what the frame's backend sent to an address, oldest first. */
export interface SecureFrameMailbox {
  /** Every message sent to `email` (case-insensitive), oldest first. */
  messages(email: string): MailboxMessage[]
  /** The one-time code of the newest message to `email` that carries one. */
  latestCode(email: string): string | undefined
  /** The link of the newest message to `email` that carries one (a device approval). */
  latestLink(email: string): string | undefined
}
