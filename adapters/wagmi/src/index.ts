// @portico/adapter-wagmi: AppKit's WagmiAdapter, whose wagmiConfig sees the modal's connection.
export { WagmiAdapter } from './WagmiAdapter.ts'
export type { WagmiAdapterOptions } from './WagmiAdapterOptions.ts'
