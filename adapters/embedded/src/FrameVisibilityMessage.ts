import * as t from 'io-ts'

/** What the secure frame page posts to be shown to the user while it asks something only it may ask (its recovery password or passkey), and hidden again. */
export const FrameVisibilityMessage = t.type({ type: t.literal('@portico/frame/VISIBILITY'), visible: t.boolean }, 'FrameVisibilityMessage')

/** A frame's request to be shown or hidden. */
export type FrameVisibilityMessage = t.TypeOf<typeof FrameVisibilityMessage>
