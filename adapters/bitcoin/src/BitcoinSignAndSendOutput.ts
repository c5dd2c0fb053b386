import * as t from 'io-ts'

/** What `bitcoin:signAndSendTransaction` resolves: one `{ txId }` per PSBT. */
export const BitcoinSignAndSendOutput = t.readonlyArray(t.type({ txId: t.string }), 'a signAndSendTransaction output [{ txId }]')
/** A signAndSendTransaction output as checked. */
export type BitcoinSignAndSendOutput = t.TypeOf<typeof BitcoinSignAndSendOutput>
