import * as t from 'io-ts'

const isBytes = (input: unknown): input is Uint8Array | readonly number[] =>
  input instanceof Uint8Array || (Array.isArray(input) && input.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255))

/** Bytes as a wallet hands them: a Uint8Array or an array of byte numbers. */
export const WalletBytes = new t.Type<Uint8Array | readonly number[], Uint8Array | readonly number[], unknown>(
  'bytes (a Uint8Array or an array of byte numbers)',
  isBytes,
  (input, context) => (isBytes(input) ? t.success(input) : t.failure(input, context)),
  t.identity,
)
/** Bytes as a wallet hands them. */
export type WalletBytes = t.TypeOf<typeof WalletBytes>
