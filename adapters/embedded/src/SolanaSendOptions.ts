import * as t from 'io-ts'

/** The options of solana_signAndSendTransaction (SPEC §3), as @solana/web3.js names them. */
export const SolanaSendOptions = t.exact(
  t.partial({
    skipPreflight: t.boolean,
    preflightCommitment: t.keyof({
      processed: null,
      confirmed: null,
      finalized: null,
      recent: null,
      single: null,
      singleGossip: null,
      root: null,
      max: null,
    }),
    maxRetries: t.number,
    minContextSlot: t.number,
  }),
  'SolanaSendOptions',
)
/** The options of solana_signAndSendTransaction. */
export type SolanaSendOptions = t.TypeOf<typeof SolanaSendOptions>
