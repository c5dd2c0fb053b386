import type { SecureFrameMailbox } from './SecureFrameMailbox.ts'

/** A running reference secure frame: the frame page and its backend on one origin. */
export interface SecureFrame {
  /** `http://127.0.0.1:<port>/`: the frame page (add `?projectId=…&chainId=…`). */
  url: string
  /** `http://127.0.0.1:<port>` */
  origin: string
  mailbox: SecureFrameMailbox
  /** Closes the server and frees the port. */
  stop(): Promise<void>
}
