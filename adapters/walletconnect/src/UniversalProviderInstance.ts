import type { UniversalProvider } from '@walletconnect/universal-provider'

/** A WalletConnect universal provider, as `UniversalProvider.init` resolves it. */
export type UniversalProviderInstance = InstanceType<typeof UniversalProvider>
