'use client'
// @portico/adapter-solana/react: AppKit's `@reown/appkit-adapter-solana/react` names: the
// SolanaAdapter class, the `Provider` type and `useAppKitConnection`.
export { SolanaAdapter } from '../SolanaAdapter.ts'
export { useAppKitConnection } from './useAppKitConnection.ts'
export type { Provider } from '../Provider.ts'
export type { SolanaAdapterOptions } from '../SolanaAdapterOptions.ts'
