import type { FrameContext } from './FrameContext.ts'

/** The secure frame's running listener (see `startFrameServer`). */
export interface FrameServer {
  /** The frame origin clients use, without a trailing slash: `publicUrl`, or `http://{host}:{port}`. */
  url: string
  port: number
  /** The frame's mail transport, sender and code key, for the service's other one-time codes (the sign-in e-mail's). */
  codeMail: Pick<FrameContext, 'database' | 'codeKey' | 'mailer' | 'from' | 'now'>
  /** Stops answering and closes the mail transport; calling it again does nothing more. */
  stop(): Promise<void>
}
