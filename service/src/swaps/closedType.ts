import * as t from 'io-ts'

/**
 * `t.intersection([t.type(required), t.partial(optional)])` that also refuses fields it does not
 * know, each reported at its own path by `decodeWith`
 * (`swaps.chains.0.rooter: expected no such field (one of chainId, router, …), got "0x…"`), as the
 * config's top level refuses a typo rather than ignoring it.
 */
export function closedType<P extends t.Props, O extends t.Props>(
  required: P,
  optional: O,
  name: string,
): t.IntersectionType<[t.TypeC<P>, t.PartialC<O>], t.TypeOf<t.TypeC<P>> & t.TypeOf<t.PartialC<O>>, t.TypeOf<t.TypeC<P>> & t.TypeOf<t.PartialC<O>>, unknown> {
  const members: [t.TypeC<P>, t.PartialC<O>] = [t.type(required), t.partial(optional)]
  const codec = t.intersection(members, name)
  const known = [...Object.keys(required), ...Object.keys(optional)]
  const unknownField = new t.Type<never>(`no such field (one of ${known.join(', ')})`, (_value): _value is never => false, (value, context) => t.failure(value, context), (value) => value)
  return new t.IntersectionType(
    name,
    codec.is,
    (value, context) => {
      if (t.UnknownRecord.is(value)) {
        const extra = Object.keys(value).filter((key) => !known.includes(key))
        if (extra.length > 0) {
          // The record entry sits between: decodeWith leaves out the keys right under an intersection (its members' indices).
          const under = t.appendContext(context, '0', t.UnknownRecord, value)
          return t.failures(extra.map((key) => ({ value: value[key], context: t.appendContext(under, key, unknownField, value[key]) })))
        }
      }
      return codec.validate(value, context)
    },
    codec.encode,
    members,
  )
}
