import * as t from 'io-ts'

/** What a host passes to `signMessage` (AppKit's BitcoinConnector): the address, the UTF-8 message and an optional protocol. */
export const SignMessageParameters = t.intersection(
  [t.type({ address: t.string, message: t.string }), t.partial({ protocol: t.string })],
  'signMessage parameters { address, message, protocol? }',
)
/** signMessage parameters as checked. */
export type SignMessageParameters = t.TypeOf<typeof SignMessageParameters>
