/** A subscription `Database.listen` made: whether notifications are being received now, and how to end it. */
export interface Listener {
  /** True while the channel is listened to; false while its connection is lost (it reconnects) and once closed. */
  listening(): boolean
  /** Ends the subscription (and its connection); calling it again does nothing more. */
  close(): Promise<void>
}
