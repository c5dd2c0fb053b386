import type { Features } from './Features.ts'

/**
 * The feature defaults of SPEC §9: swaps, onramp, email, socials, activity and branding on;
 * socials google, x, farcaster, discord, apple, github, facebook; receive and send on; analytics
 * on; all wallets on; legal checkbox off; smart sessions off;
 * pay on (not in SPEC's list: `payPlugin()` is listed only by a host that wants it).
 */
export const defaultFeatures: Readonly<Features> = Object.freeze<Features>({
  email: true,
  socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  pay: true,
})
