import { recipientsOf } from '../../service/src/frame/testing/recipientsOf.ts'
import { startMailCatcher } from '../../service/src/frame/testing/startMailCatcher.ts'

/** One message the mailbox accepted. */
export interface CapturedMail {
  /** The recipients' addresses. */
  to: string[]
  from: string
  subject: string
  /** The plain-text part. */
  text: string
  /** When it arrived. */
  receivedAt: Date
}

/** A real SMTP server on loopback that keeps every message it accepts: the harness's mail catcher, read by tests and the demo's mail page. */
export interface Mailbox {
  port: number
  /** Every message, oldest first. */
  messages(): CapturedMail[]
  /** The messages to an address, oldest first. */
  messagesTo(address: string): CapturedMail[]
  /** The six-digit code of the latest message to an address that has one. */
  latestCode(address: string): string | undefined
  /** The device approval link of the latest message to an address that has one. */
  latestLink(address: string): string | undefined
  stop(): Promise<void>
}

/** The six-digit one-time code in a message's text, if any. */
export function codeOf(mail: Pick<CapturedMail, 'text'>): string | undefined {
  return /\b(\d{6})\b/.exec(mail.text)?.[1]
}

const approvalLink = /(https?:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+)/

/** Starts a Mailbox on 127.0.0.1 (`port`, or a free one; no TLS, no authentication): the service's test mail catcher, each message kept with its arrival time. */
export async function startMailbox(options: { port?: number } = {}): Promise<Mailbox> {
  const messages: CapturedMail[] = []
  const catcher = await startMailCatcher({
    ...options,
    onMessage: (mail) => messages.push({ to: recipientsOf(mail), from: mail.from?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', receivedAt: new Date() }),
  })
  const messagesTo = (address: string) => messages.filter((mail) => mail.to.includes(address))
  const latest = (address: string, pick: (mail: CapturedMail) => string | undefined) =>
    messagesTo(address)
      .map(pick)
      .filter((found): found is string => found !== undefined)
      .at(-1)
  return {
    port: catcher.port,
    messages: () => [...messages],
    messagesTo,
    latestCode: (address) => latest(address, (mail) => (approvalLink.test(mail.text) ? undefined : codeOf(mail))),
    latestLink: (address) => latest(address, (mail) => approvalLink.exec(mail.text)?.[1]),
    stop: () => catcher.stop(),
  }
}
