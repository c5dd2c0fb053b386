import * as t from 'io-ts'

/** A user of the frame's backend, as its answers carry it. */
export const FrameUser = t.type(
  {
    id: t.string,
    email: t.union([t.string, t.null]),
    authProvider: t.keyof({ email: null, google: null, github: null, apple: null, facebook: null, x: null, discord: null, farcaster: null }),
    userName: t.union([t.string, t.null]),
  },
  'FrameUser',
)

/** A user of the frame's backend. */
export type FrameUser = t.TypeOf<typeof FrameUser>
