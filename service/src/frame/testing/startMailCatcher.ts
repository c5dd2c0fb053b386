import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import type { ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { recipientsOf } from './recipientsOf.ts'

/** A real SMTP server on loopback that keeps every message it accepts, parsed. */
export interface MailCatcher {
  port: number
  /** The messages to an address, oldest first. */
  messagesTo(address: string): ParsedMail[]
  /** The latest message to an address; throws when there is none. */
  latestTo(address: string): ParsedMail
  /** Closes the server; later calls wait for the same close. */
  stop(): Promise<void>
}

/**
 * Starts a MailCatcher on 127.0.0.1 (`port`, or a free one; no TLS, no authentication);
 * `onMessage` hears each message as it arrives.
 */
export async function startMailCatcher(options: { port?: number; onMessage?: (mail: ParsedMail) => void } = {}): Promise<MailCatcher> {
  const messages: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail)
          options.onMessage?.(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  const messagesTo = (address: string) => messages.filter((mail) => recipientsOf(mail).includes(address))
  let stopped: Promise<void> | undefined
  return {
    port,
    messagesTo,
    latestTo(address) {
      const latest = messagesTo(address).at(-1)
      if (!latest) throw new Error(`No message to ${address}`)
      return latest
    },
    stop: () => (stopped ??= new Promise<void>((resolve) => server.close(() => resolve()))),
  }
}
