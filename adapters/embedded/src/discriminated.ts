import * as t from 'io-ts'

function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
}

function shortText(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value
}

/**
 * A union whose member is picked by one string field (`type` of a message, `method` of an RPC
 * request): lookup in a Map, never through the prototype chain, and the error names the member's
 * own failure instead of every member's.
 */
export function discriminated<K extends string, M extends Record<string, t.Mixed>>(
  key: K,
  members: M,
  name: string,
): t.Type<t.TypeOf<M[keyof M]>, t.OutputOf<M[keyof M]>, unknown> {
  const byTag = new Map<string, t.Mixed>(Object.entries(members))
  const memberOf = (input: unknown): t.Mixed | undefined => {
    if (!isRecord(input) || !Object.hasOwn(input, key)) return undefined
    const tag = input[key]
    return typeof tag === 'string' ? byTag.get(tag) : undefined
  }
  return new t.Type<t.TypeOf<M[keyof M]>, t.OutputOf<M[keyof M]>, unknown>(
    name,
    (input): input is t.TypeOf<M[keyof M]> => memberOf(input)?.is(input) ?? false,
    (input, context) => {
      if (!isRecord(input)) return t.failure(input, context, `expected an object with a string "${key}"`)
      const member = memberOf(input)
      // An entry for the member itself: its own error paths then start at the message, not at its parts.
      if (member) return member.validate(input, t.appendContext(context, '', member, input))
      const tag = Object.hasOwn(input, key) ? input[key] : undefined
      const described = typeof tag === 'string' ? `unknown ${key} "${shortText(tag)}"` : `missing string "${key}"`
      return t.failure(tag, t.appendContext(context, key, t.string, tag), described)
    },
    (value) => (memberOf(value)?.encode(value) ?? value) as t.OutputOf<M[keyof M]>,
  )
}
