import * as t from 'io-ts'

/**
 * A codec for a list from a service that may grow: items `isKnown` refuses are skipped, the
 * others must pass `item`. So a newer service never breaks an older client.
 */
export function knownItems<C extends t.Mixed>(
  item: C,
  isKnown: (input: unknown) => boolean,
  name = `a list of ${item.name}`,
): t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown> {
  return new t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown>(
    name,
    (input): input is t.TypeOf<C>[] => Array.isArray(input) && input.every((entry) => item.is(entry)),
    (input, context) => {
      if (!Array.isArray(input)) return t.failure(input, context)
      const values: t.TypeOf<C>[] = []
      const errors: t.ValidationError[] = []
      input.forEach((entry: unknown, index) => {
        if (!isKnown(entry)) return
        const result = item.validate(entry, t.appendContext(context, String(index), item, entry))
        if (result._tag === 'Left') errors.push(...result.left)
        else values.push(result.right)
      })
      return errors.length > 0 ? t.failures(errors) : t.success(values)
    },
    (value) => value.map((entry) => item.encode(entry) as t.OutputOf<C>),
  )
}
