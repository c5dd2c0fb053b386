import type * as t from 'io-ts'

/** The outcome of decoding untrusted input: the value, or a readable reason it was refused. */
export type Decoded<A> = { ok: true; value: A } | { ok: false; error: string }

function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined'
  if (typeof value === 'function') return 'a function'
  try {
    const text = JSON.stringify(value)
    return text.length > 60 ? `${text.slice(0, 57)}...` : text
  } catch {
    return String(value)
  }
}

function describeError(error: t.ValidationError): string {
  const keys: string[] = []
  let expected = error.context[error.context.length - 1]?.type.name ?? 'a valid value'
  let actual: unknown = error.value
  let parentTag: string | undefined
  for (const entry of error.context) {
    // An intersection keys its members '0', '1'...: they are not part of the value's path.
    if (entry.key !== '' && parentTag !== 'IntersectionType') keys.push(entry.key)
    parentTag = (entry.type as { _tag?: string })._tag
    // Inside a union, each member fails on its own; one line for the union says more.
    if ((entry.type as { _tag?: string })._tag === 'UnionType') {
      expected = entry.type.name
      actual = entry.actual
      break
    }
  }
  const path = keys.join('.') || 'value'
  if (error.message) return `${path}: ${error.message}`
  return `${path}: expected ${expected}, got ${describeValue(actual)}`
}

/** Decodes untrusted input with an io-ts codec into a plain result; fp-ts stays inside this file. */
export function decode<A, O>(codec: t.Type<A, O, unknown>, input: unknown): Decoded<A> {
  const result = codec.decode(input)
  if (result._tag === 'Left') {
    const reasons = [...new Set(result.left.map(describeError))]
    return { ok: false, error: reasons.slice(0, 5).join('; ') }
  }
  return { ok: true, value: result.right }
}
