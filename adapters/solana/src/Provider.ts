import type { SolanaWalletProvider } from './SolanaWalletProvider.ts'

/** AppKit's name of the Solana wallet provider (`import type { Provider } from '@reown/appkit-adapter-solana/react'`). */
export type Provider = SolanaWalletProvider
