import * as t from 'io-ts'

/** The argument of an EIP-1193 `request` as a host passes it: `{ method, params? }`. */
export const Eip1193RequestArguments = t.intersection(
  [t.type({ method: t.string }), t.partial({ params: t.unknown })],
  'an EIP-1193 request { method: string, params? }',
)
/** The argument of an EIP-1193 `request`, decoded. */
export type Eip1193RequestArguments = t.TypeOf<typeof Eip1193RequestArguments>
