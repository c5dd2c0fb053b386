import * as t from 'io-ts'

/** How deep, how many and how long the values of one frame message may be. */
export interface DataLimits {
  maxDepth: number
  maxValues: number
  maxStringLength: number
}

const defaultLimits: DataLimits = { maxDepth: 32, maxValues: 100_000, maxStringLength: 1_000_000 }

// Keys with no place in protocol data that a careless merge downstream would turn into prototype pollution.
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype'])

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

// Walks without recursion, so neither a deep nor a cyclic value can overflow the stack: a cycle
// ends at maxDepth and shared branches count once per visit against maxValues.
function problemOf(root: unknown, limits: DataLimits): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }]
  let values = 0
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value, depth } = entry
    values += 1
    if (values > limits.maxValues) return `more than ${limits.maxValues} values`
    if (typeof value === 'string') {
      if (value.length > limits.maxStringLength) return `a string longer than ${limits.maxStringLength} characters`
      continue
    }
    if (typeof value === 'number' && !Number.isFinite(value)) return 'a number that is not finite'
    if (value === null || typeof value !== 'object') {
      if (typeof value === 'bigint' || typeof value === 'symbol' || typeof value === 'function') return `a ${typeof value}`
      continue
    }
    if (depth >= limits.maxDepth) return `values nested deeper than ${limits.maxDepth}`
    const children = Array.isArray(value) ? value : isPlainObject(value) ? undefined : null
    if (children === null) return 'an object that is not plain data'
    const keys = children ? [] : Object.keys(value)
    if (values + stack.length + (children?.length ?? keys.length) > limits.maxValues) return `more than ${limits.maxValues} values`
    if (children) for (const child of children) stack.push({ value: child, depth: depth + 1 })
    for (const key of keys) {
      if (forbiddenKeys.has(key)) return `the key "${key}"`
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 })
    }
  }
  return undefined
}

/**
 * Wraps a codec so it first refuses anything but plain JSON-like data within limits: no class
 * instances, functions, bigints or non-finite numbers, no `__proto__`/`constructor`/`prototype`
 * keys, no nesting deeper than `maxDepth`, no more than `maxValues` values, no huge strings.
 */
export function withinDataLimits<A, O>(codec: t.Type<A, O, unknown>, limits: DataLimits = defaultLimits): t.Type<A, O, unknown> {
  return new t.Type<A, O, unknown>(
    codec.name,
    (input): input is A => problemOf(input, limits) === undefined && codec.is(input),
    (input, context) => {
      const problem = problemOf(input, limits)
      return problem === undefined ? codec.validate(input, context) : t.failure(input, context, `refused: ${problem}`)
    },
    (value) => codec.encode(value),
  )
}
