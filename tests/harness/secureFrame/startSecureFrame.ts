import { parseEther } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { serveLoopbackPage } from '../serveLoopbackPage.ts'
import { DevMailbox } from './DevMailbox.ts'
import { fundAccount } from './fundAccount.ts'
import type { SecureFrame } from './SecureFrame.ts'
import { SecureFrameBackend } from './SecureFrameBackend.ts'
import { secureFrameBackendPlugin } from './secureFrameBackendPlugin.ts'
import type { SecureFrameConfig } from './SecureFrameConfig.ts'
import type { SecureFrameOptions } from './SecureFrameOptions.ts'
import type { UserKeys } from './UserKeys.ts'

const defaultAllowedAppOrigins = ['http://127.0.0.1', 'http://localhost']

/**
 * Serves the reference secure frame on 127.0.0.1: the frame page (`framePage/`, with Vite) and its
 * in-memory backend (Vite middleware) on one origin, with a dev mailbox instead of e-mail and local
 * stand-ins for the OAuth providers and Farcaster. For local development only: it holds no real funds.
 */
export async function startSecureFrame(options: SecureFrameOptions): Promise<SecureFrame> {
  const allowedAppOrigins = [...(options.allowedAppOrigins ?? defaultAllowedAppOrigins)]
  const fundWei = options.fundWei ?? parseEther('10')
  const chainUrls = Object.values(options.chains)
  const mailbox = new DevMailbox()
  let origin = ''
  const backend = new SecureFrameBackend({
    mailbox,
    origin: () => origin,
    allowedAppOrigins,
    onNewKeys: async (keys: UserKeys) => {
      if (fundWei === 0n) return
      const address = privateKeyToAddress(keys.evmPrivateKey as `0x${string}`)
      await Promise.all(chainUrls.map((rpcUrl) => fundAccount(rpcUrl, address, fundWei).catch((error: unknown) => console.error('secure frame faucet:', error))))
    },
  })
  const config: SecureFrameConfig = {
    chains: Object.fromEntries(Object.entries(options.chains).map(([chainId, url]) => [String(chainId), url])),
    solanaRpcUrl: options.solanaRpcUrl ?? null,
    allowedAppOrigins,
  }
  const page = await serveLoopbackPage({
    root: new URL('./framePage/', import.meta.url),
    cacheName: 'portico-secure-frame-vite',
    define: { __PORTICO_SECURE_FRAME_CONFIG__: JSON.stringify(config) },
    plugins: [secureFrameBackendPlugin(backend, mailbox)],
    ...(options.port !== undefined ? { port: options.port } : {}),
  })
  origin = page.origin
  return { url: page.url, origin, mailbox, stop: page.stop }
}
