/**
 * The order of the wallet groups on the Connect view (SPEC §9): walletConnect, recent,
 * injected, featured, custom, external, recommended.
 */
export const connectorTypeOrder = ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'] as const

/** A group of wallets on the Connect view. */
export type ConnectorTypeKey = (typeof connectorTypeOrder)[number]
