import type { Features } from '@portico/kernel'

/** A social provider a host may list (SPEC §1: google, github, apple, facebook, x, discord, and farcaster). */
export type SocialProviderName = Exclude<Features['socials'], false>[number]
