/**
 * The feature keys (SPEC §9) that the remote project configuration overrides (SPEC §1):
 * email, socials, swaps, onramp, activity, reownBranding.
 */
export const remoteFeatureKeys = ['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding'] as const

/** A feature key the remote project configuration overrides. */
export type RemoteFeatureKey = (typeof remoteFeatureKeys)[number]
