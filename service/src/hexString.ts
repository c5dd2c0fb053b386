import * as t from 'io-ts'

const hexPattern = /^0x[0-9a-fA-F]+$/
const isHexString = (value: unknown): value is `0x${string}` => typeof value === 'string' && hexPattern.test(value)

/** An io-ts codec of a 0x-prefixed string of hex digits (at least one), named `name` in what a failed decode says. */
export function hexString(name: string): t.Type<`0x${string}`, string, unknown> {
  return new t.Type<`0x${string}`, string, unknown>(name, isHexString, (value, context) => (isHexString(value) ? t.success(value) : t.failure(value, context)), t.identity)
}
