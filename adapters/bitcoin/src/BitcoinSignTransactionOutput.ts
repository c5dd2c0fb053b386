import * as t from 'io-ts'
import { WalletBytes } from './WalletBytes.ts'

/** What `bitcoin:signTransaction` resolves: one `{ signedPsbt }` per PSBT, as bytes. */
export const BitcoinSignTransactionOutput = t.readonlyArray(t.type({ signedPsbt: WalletBytes }), 'a signTransaction output [{ signedPsbt }]')
/** A signTransaction output as checked. */
export type BitcoinSignTransactionOutput = t.TypeOf<typeof BitcoinSignTransactionOutput>
