import * as t from 'io-ts'

const Satoshis = t.refinement(t.number, (value) => Number.isSafeInteger(value) && value > 0, 'a positive whole number of satoshis')

/** The unspent outputs of an address as the project service answers them (Esplora's shape): `value` in satoshis. */
export const BitcoinUtxos = t.readonlyArray(t.type({ txid: t.string, vout: t.number, value: Satoshis }), 'unspent outputs [{ txid, vout, value }]')
/** Unspent outputs as checked. */
export type BitcoinUtxos = t.TypeOf<typeof BitcoinUtxos>
