/** The order of the Account view's wallet-features row (SPEC §9): onramp, swaps, receive, send. */
export const walletFeaturesOrder = ['onramp', 'swaps', 'receive', 'send'] as const

/** An entry of the wallet-features row. */
export type WalletFeatureKey = (typeof walletFeaturesOrder)[number]
