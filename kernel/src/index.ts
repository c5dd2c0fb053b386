// @portico/kernel: what a host app uses, without React (safe to import on a server). The React API
// (AppKitProvider, hooks, ConnectButton) is @portico/kernel/react; plugin and adapter authors build
// on @portico/kernel/extend. The list is locked by entries.test.ts.
export { createAppKit } from './createAppKit.ts'
export type { AppKit, OpenOptions } from './AppKit.ts'
export type { AppKitOptions, AppKitOptionsInput, Metadata } from './config/AppKitOptions.ts'
export type { Features } from './config/Features.ts'
export type { RouteRegistry, ViewId } from './store/RouteRegistry.ts'
export type { ThemeMode, ThemeVariables } from './theme/ThemeStore.ts'
export type { PorticoEvents, AnalyticsEvent } from './services/PorticoEvents.ts'
export type { ChainNamespace } from './model/ChainNamespace.ts'
export type { Network } from './model/Network.ts'
export type { Account, AccountType } from './model/Account.ts'
export type { PluginDefinition } from './plugins/PluginDefinition.ts'
export type { AdapterDefinition } from './adapters/AdapterDefinition.ts'
export { BaseError } from './errors/BaseError.ts'
export { HttpError, ConfigError, ProviderError } from './errors.ts'
export type { RpcErrorCode } from './errors/rpcErrorCodes.ts'
