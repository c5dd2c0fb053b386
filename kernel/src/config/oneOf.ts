import * as t from 'io-ts'

/** A codec for one string of a fixed list; its error names the list ("one of a, b, c"). */
export function oneOf<L extends string>(values: readonly L[], name = `one of ${values.join(', ')}`): t.Type<L, L, unknown> {
  const allowed = new Set<string>(values)
  const is = (input: unknown): input is L => typeof input === 'string' && allowed.has(input)
  return new t.Type<L, L, unknown>(
    name,
    is,
    (input, context) => (is(input) ? t.success(input) : t.failure(input, context)),
    (value) => value,
  )
}
