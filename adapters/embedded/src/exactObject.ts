import * as t from 'io-ts'

/** The codec of an object with required and optional keys. */
export type ExactObjectC<R extends t.Props, O extends t.Props> = t.IntersectionC<[t.ExactC<t.TypeC<R>>, t.ExactC<t.PartialC<O>>]>

/**
 * An object with `required` and `optional` keys whose unknown keys are stripped. An intersection
 * of two exact codecs (each keeps its own keys, the results merge), so error paths read
 * `payload.email` rather than through the intersection's members.
 */
export function exactObject<R extends t.Props, O extends t.Props>(required: R, optional: O, name?: string): ExactObjectC<R, O> {
  return t.intersection([t.strict(required), t.exact(t.partial(optional))], name)
}
