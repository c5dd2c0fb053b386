import * as t from 'io-ts'

/** A list with at least one item. */
export type NonEmptyList<A> = [A, ...A[]]

/** A codec for a list that must hold at least one item; an empty list is refused. */
export function nonEmptyList<C extends t.Mixed>(
  item: C,
  name = `a non-empty list of ${item.name}`,
): t.Type<NonEmptyList<t.TypeOf<C>>, t.OutputOf<C>[], unknown> {
  const list = t.array(item)
  return new t.Type<NonEmptyList<t.TypeOf<C>>, t.OutputOf<C>[], unknown>(
    name,
    (input): input is NonEmptyList<t.TypeOf<C>> => list.is(input) && input.length > 0,
    (input, context) => {
      if (!Array.isArray(input)) return t.failure(input, context)
      if (input.length === 0) return t.failure(input, context, `expected ${name}, got an empty list`)
      const items = list.validate(input, context)
      return items._tag === 'Left' ? items : t.success(items.right as NonEmptyList<t.TypeOf<C>>)
    },
    (value) => value.map((entry) => item.encode(entry) as t.OutputOf<C>),
  )
}
