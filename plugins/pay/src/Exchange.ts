import * as t from 'io-ts'

/** An exchange a payment can be made from (AppKit's `Exchange`): its id, name and image. */
export const Exchange = t.type({ id: t.string, name: t.string, imageUrl: t.string }, 'Exchange')
/** An exchange a payment can be made from. */
export type Exchange = t.TypeOf<typeof Exchange>
