import * as t from 'io-ts'

/** What an Esplora API's `GET /address/:address/utxo` answers: the address's unspent outputs, `value` in satoshis. */
export const EsploraUtxos = t.array(
  t.intersection([t.type({ txid: t.string, vout: t.number, value: t.number }), t.partial({ status: t.partial({ confirmed: t.boolean }) })]),
  'Esplora unspent outputs [{ txid, vout, value, status? }]',
)
/** Esplora unspent outputs, as checked. */
export type EsploraUtxos = t.TypeOf<typeof EsploraUtxos>
