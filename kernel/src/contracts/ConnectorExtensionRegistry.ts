/**
 * What connector adapters offer beyond the adapter contract, by key, so plugins reach it typed
 * and without a cast. An adapter package declares its own by module augmentation, e.g. the
 * embedded wallet: `declare module '@portico/kernel/extend' { interface ConnectorExtensionRegistry
 * { emailLogin: EmailLoginClient } }`, and its connector adapter offers it in `extensions`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface ConnectorExtensionRegistry {}
