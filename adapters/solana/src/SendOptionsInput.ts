import * as t from 'io-ts'

/** Send options as a host passes them (web3.js `SendOptions`), checked before they reach the wallet. */
export const SendOptionsInput = t.partial(
  {
    skipPreflight: t.boolean,
    preflightCommitment: t.string,
    maxRetries: t.number,
    minContextSlot: t.number,
  },
  'SendOptions { skipPreflight?, preflightCommitment?, maxRetries?, minContextSlot? }',
)
/** Send options as checked. */
export type SendOptionsInput = t.TypeOf<typeof SendOptionsInput>
