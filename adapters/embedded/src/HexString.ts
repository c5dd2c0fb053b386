import * as t from 'io-ts'

const hex = /^0x[0-9a-fA-F]*$/

function isHexString(input: unknown): input is `0x${string}` {
  return typeof input === 'string' && hex.test(input)
}

/** A string that starts with 0x and goes on in hex digits only (wallet_sendCalls' `to` and `data`, SPEC §5). */
export const HexString = new t.Type<`0x${string}`, `0x${string}`, unknown>(
  'HexString',
  isHexString,
  (input, context) => (isHexString(input) ? t.success(input) : t.failure(input, context, 'not a 0x hex string')),
  (value) => value,
)
/** A 0x hex string. */
export type HexString = t.TypeOf<typeof HexString>
