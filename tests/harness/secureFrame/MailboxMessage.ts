import * as t from 'io-ts'

/** One e-mail the frame's backend "sent": kept in the dev mailbox, never delivered. */
export const MailboxMessage = t.intersection(
  [
    t.type({ to: t.string, subject: t.string, text: t.string, sentAt: t.string }),
    t.partial({ code: t.string, link: t.string }),
  ],
  'MailboxMessage',
)
/** One e-mail in the dev mailbox; `sentAt` is an ISO time. */
export type MailboxMessage = t.TypeOf<typeof MailboxMessage>
