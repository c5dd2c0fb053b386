import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import type { ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A real SMTP server on loopback that keeps every message it accepts, parsed. */
export interface MailCatcher {
  port: number
  /** The messages to an address, oldest first. */
  messagesTo(address: string): ParsedMail[]
  /** The latest message to an address; throws when there is none. */
  latestTo(address: string): ParsedMail
  stop(): Promise<void>
}

/** Starts a MailCatcher on 127.0.0.1 (a free port, no TLS, no authentication). */
export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.server.address() as AddressInfo).port
  const messagesTo = (address: string) => messages.filter((mail) => (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((to) => to.value.some((entry) => entry.address === address)))
  return {
    port,
    messagesTo,
    latestTo(address) {
      const latest = messagesTo(address).at(-1)
      if (!latest) throw new Error(`No message to ${address}`)
      return latest
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
