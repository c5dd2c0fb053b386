import * as t from 'io-ts'
import { WalletBytes } from './WalletBytes.ts'

/** What `bitcoin:signMessage` resolves: one `{ signedMessage, signature }` per input; the signature as bytes or base64 text. */
export const BitcoinSignMessageOutput = t.readonlyArray(
  t.intersection([t.type({ signature: t.union([WalletBytes, t.string]) }), t.partial({ signedMessage: WalletBytes })]),
  'a signMessage output [{ signedMessage, signature }]',
)
/** A signMessage output as checked. */
export type BitcoinSignMessageOutput = t.TypeOf<typeof BitcoinSignMessageOutput>
