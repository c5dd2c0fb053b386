import * as t from 'io-ts'

const InputIndex = t.refinement(t.number, (index) => Number.isSafeInteger(index) && index >= 0, 'an input index')

/**
 * What a host passes to `signPSBT` (AppKit's BitcoinConnector): the PSBT as base64, the inputs to
 * sign by address and index with their allowed SIGHASH types, and whether to broadcast.
 */
export const SignPsbtParameters = t.intersection(
  [
    t.type({
      psbt: t.string,
      signInputs: t.array(t.intersection([t.type({ address: t.string, index: InputIndex }), t.partial({ sighashTypes: t.array(t.number) })])),
    }),
    t.partial({ broadcast: t.boolean }),
  ],
  'signPSBT parameters { psbt, signInputs: [{ address, index, sighashTypes? }], broadcast? }',
)
/** signPSBT parameters as checked. */
export type SignPsbtParameters = t.TypeOf<typeof SignPsbtParameters>
