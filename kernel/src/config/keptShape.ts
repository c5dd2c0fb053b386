import * as t from 'io-ts'

/**
 * A codec that checks a value's shape and keeps the value itself (same reference, functions and
 * prototype intact): for host objects such as adapters and plugins, whose identity matters.
 */
export function keptShape<A>(shape: t.Mixed, name: string = shape.name): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    name,
    (input): input is A => shape.is(input),
    (input, context) => {
      if (typeof input !== 'object' || input === null) return t.failure(input, context)
      // The shape joins the context with an empty key, so an intersection's members stay out of the path.
      const checked = shape.validate(input, t.appendContext(context, '', shape, input))
      return checked._tag === 'Left' ? checked : t.success(input as A)
    },
    (value) => value,
  )
}
