import * as t from 'io-ts'

/** A one-time code as the user typed it (SPEC §5: "otp is a string"); the frame judges its digits. */
export const Otp = t.string
/** A one-time code. */
export type Otp = t.TypeOf<typeof Otp>
