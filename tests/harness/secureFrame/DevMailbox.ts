import type { MailboxMessage } from './MailboxMessage.ts'
import type { SecureFrameMailbox } from './SecureFrameMailbox.ts'

/** The frame backend's outbox: messages are kept in memory for the tests and the `/mailbox` panel. */
export class DevMailbox implements SecureFrameMailbox {
  private readonly sent: MailboxMessage[] = []

  /** Keeps a message as sent now. */
  send(message: Omit<MailboxMessage, 'sentAt'>): void {
    this.sent.push({ ...message, sentAt: new Date().toISOString() })
  }

  /** Every message, oldest first. */
  all(): MailboxMessage[] {
    return [...this.sent]
  }

  messages(email: string): MailboxMessage[] {
    const wanted = email.toLowerCase()
    return this.sent.filter((message) => message.to.toLowerCase() === wanted)
  }

  latestCode(email: string): string | undefined {
    return this.messages(email).reverse().find((message) => message.code !== undefined)?.code
  }

  latestLink(email: string): string | undefined {
    return this.messages(email).reverse().find((message) => message.link !== undefined)?.link
  }
}
