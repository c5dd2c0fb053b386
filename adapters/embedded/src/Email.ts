import * as t from 'io-ts'

// RFC 5322 "lite": a dot-atom local part (no quoted strings, no comments) and a DNS host name of
// at least two labels with an alphabetic top-level label. Lengths follow RFC 5321 (64 / 253 / 254).
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const domainLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const topLevelLabel = /^[A-Za-z]{2,63}$/

function isEmail(input: unknown): input is string {
  if (typeof input !== 'string' || input.length > 254) return false
  const at = input.lastIndexOf('@')
  if (at < 1 || at !== input.indexOf('@')) return false
  const local = input.slice(0, at)
  const domain = input.slice(at + 1)
  if (local.length > 64 || domain.length > 253 || !localPart.test(local)) return false
  const labels = domain.split('.')
  const topLevel = labels[labels.length - 1] ?? ''
  return labels.length >= 2 && labels.every((label) => domainLabel.test(label)) && topLevelLabel.test(topLevel)
}

/** An e-mail address (SPEC §5: valid in connect e-mail, update e-mail and the secondary-otp success). */
export const Email = new t.Type<string, string, unknown>(
  'Email',
  isEmail,
  (input, context) => (isEmail(input) ? t.success(input) : t.failure(input, context, 'not a valid e-mail address')),
  (value) => value,
)
/** An e-mail address. */
export type Email = t.TypeOf<typeof Email>
