import * as t from 'io-ts'

/** The codec of a `signRaw` answer: `{ signature }`, the signature as the wallet gives it (`0x` hex). */
export const TemplateSignature = t.type({ signature: t.string }, 'a signature { signature }')
/** A decoded `signRaw` answer. */
export type TemplateSignature = t.TypeOf<typeof TemplateSignature>
