import * as t from 'io-ts'

/** The account types an embedded wallet has (SPEC §3): an externally owned account or a smart account. */
export const FrameAccountType = t.keyof({ eoa: null, smartAccount: null }, 'FrameAccountType')
/** An embedded wallet's account type. */
export type FrameAccountType = t.TypeOf<typeof FrameAccountType>
