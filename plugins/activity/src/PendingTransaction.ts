import type { PorticoEvents } from '@portico/kernel'

/** A transaction sent through Portico that its service does not list yet, shown as pending. */
export type PendingTransaction = PorticoEvents['transaction:sent'] & {
  /** When it was sent (ms since the epoch). */
  sentAt: number
}
