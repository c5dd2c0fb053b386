import * as t from 'io-ts'

function shown(value: unknown): string {
  if (value === undefined) return 'nothing'
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

/** One error as `path.to.field: expected <type>, got <value>`, reported at the outermost union so its branches do not each complain. */
function describe(error: t.ValidationError): string {
  const keys: string[] = []
  let entry = error.context[error.context.length - 1]
  let parent: t.ContextEntry | undefined
  for (const current of error.context) {
    if (parent?.type instanceof t.UnionType) {
      entry = parent
      break
    }
    // An intersection's keys are the indices of its members, not fields of the value.
    if (parent !== undefined && !(parent.type instanceof t.IntersectionType)) keys.push(current.key)
    parent = current
  }
  return `${keys.join('.') || '(the whole value)'}: expected ${entry?.type.name ?? 'a valid value'}, got ${shown(entry?.actual)}`
}

/** Decodes `input` with `codec`: the value, or an Error naming `what` and, per bad field, its path, the expected type and the value found. */
export function decodeWith<A>(codec: t.Decoder<unknown, A>, input: unknown, what: string): A {
  const result = codec.decode(input)
  if (result._tag === 'Right') return result.right
  const messages = [...new Set(result.left.map(describe))]
  throw new Error(`${what} is not valid:\n${messages.map((message) => `  - ${message}`).join('\n')}`)
}
