import type { Mailbox } from './startMailbox.ts'
import type { SocialStandIns } from './startSocialStandIns.ts'

/** The service's deployable secure frame as the harness runs it: behind its front, its mail caught on loopback. */
export interface HarnessServiceFrame {
  /** The frame origin the apps embed, such as `http://127.0.0.1:8557/`. */
  url: string
  /** Such as `http://127.0.0.1:8557`. */
  origin: string
  /** The SMTP server the frame sends its codes and device approval links to. */
  mailbox: Mailbox
  /** The social login stand-ins the frame logs in through (Google, GitHub, Farcaster), when the harness was asked for them. */
  socials?: SocialStandIns
  /** Takes the frame origin away (its front closes; the service keeps running); calling it again does nothing more. */
  stop(): Promise<void>
}
