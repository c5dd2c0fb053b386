import * as t from 'io-ts'

/** A session of the frame's backend: the access token (15 min by default), its expiry, the rotating refresh token. */
export const FrameSession = t.type({ accessToken: t.string, accessExpiresAt: t.string, refreshToken: t.string }, 'FrameSession')

/** A session of the frame's backend. */
export type FrameSession = t.TypeOf<typeof FrameSession>
