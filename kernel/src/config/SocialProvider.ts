import type * as t from 'io-ts'
import { oneOf } from './oneOf.ts'

/** The social login providers a host may list in `features.socials` (SPEC §1, §9). */
export const SocialProvider = oneOf(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'], 'SocialProvider')
/** A social login provider. */
export type SocialProvider = t.TypeOf<typeof SocialProvider>
