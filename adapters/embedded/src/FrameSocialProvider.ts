import * as t from 'io-ts'

/**
 * A social provider the frame logs in with (SPEC §5). Not the kernel's `SocialProvider`: that one
 * also lists farcaster, which logs in through its own messages, never through a redirect uri.
 */
export const FrameSocialProvider = t.keyof(
  { google: null, github: null, apple: null, facebook: null, x: null, discord: null },
  'FrameSocialProvider',
)
/** A social provider the frame logs in with. */
export type FrameSocialProvider = t.TypeOf<typeof FrameSocialProvider>
