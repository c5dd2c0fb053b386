import * as t from 'io-ts'

const bigIntId = new t.Type<bigint, bigint, unknown>(
  'bigint',
  (input): input is bigint => typeof input === 'bigint',
  (input, context) => (typeof input === 'bigint' ? t.success(input) : t.failure(input, context)),
  t.identity,
)

/** A JSON-RPC id as WalletConnect's clients send it: a number, a string, or an integer past 2^53 (read as a bigint by `RelayJson`). */
export const RelayRpcId = t.union([t.number, t.string, bigIntId])
/** A JSON-RPC id as WalletConnect's clients send it: a number, a string, or an integer past 2^53 (read as a bigint by `RelayJson`). */
export type RelayRpcId = t.TypeOf<typeof RelayRpcId>
