import type { ParsedMail } from 'mailparser'

/** The recipients' addresses of a parsed message (its To header's entries). */
export function recipientsOf(mail: ParsedMail): string[] {
  return (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((entry) => entry.address ?? ''))
}
