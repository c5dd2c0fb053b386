import { serveLoopbackPage } from '../serveLoopbackPage.ts'
import type { WalletPageConfig } from './WalletPageConfig.ts'

/** Options of {@link startWalletPage}. */
export interface WalletPageOptions {
  /** Port on 127.0.0.1; a free one when omitted. */
  port?: number
  relayUrl: string
  /** The project id the wallet gives the relay; default `portico-demo`. */
  projectId?: string
  /** JSON-RPC urls by EVM chain id, for `eth_sendTransaction`. */
  rpcUrls?: Readonly<Record<number, string>>
  /** The Solana RPC url, for `solana_signAndSendTransaction`. */
  solanaRpcUrl?: string
}

/** The running demo wallet page. */
export interface WalletPage {
  /** `http://127.0.0.1:<port>/` */
  url: string
  stop(): Promise<void>
}

/**
 * Serves the demo wallet page (`walletPage/`) with Vite on 127.0.0.1: a person pastes a `wc:` URI
 * and approves or rejects the proposal and each request. WalletKit runs in the page; the relay and
 * RPC urls reach it as a compile-time constant. Vite's cache goes to the system's temp dir.
 */
export async function startWalletPage(options: WalletPageOptions): Promise<WalletPage> {
  const config: WalletPageConfig = {
    relayUrl: options.relayUrl,
    projectId: options.projectId ?? 'portico-demo',
    rpcUrls: Object.fromEntries(Object.entries(options.rpcUrls ?? {}).map(([chainId, url]) => [String(chainId), url])),
    solanaRpcUrl: options.solanaRpcUrl ?? null,
  }
  const page = await serveLoopbackPage({
    root: new URL('./walletPage/', import.meta.url),
    cacheName: 'portico-wallet-page-vite',
    define: { __PORTICO_WALLET_PAGE_CONFIG__: JSON.stringify(config) },
    ...(options.port !== undefined ? { port: options.port } : {}),
  })
  return { url: page.url, stop: page.stop }
}
