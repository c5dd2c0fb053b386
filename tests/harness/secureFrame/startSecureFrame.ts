import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseEther } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { createServer } from 'vite'
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
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('./framePage/', import.meta.url)),
    cacheDir: join(tmpdir(), 'portico-secure-frame-vite'),
    define: { __PORTICO_SECURE_FRAME_CONFIG__: JSON.stringify(config) },
    plugins: [secureFrameBackendPlugin(backend, mailbox)],
    server: { host: '127.0.0.1', port: options.port ?? 0, strictPort: options.port !== undefined },
    logLevel: 'error',
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) {
    await server.close()
    throw new Error('The secure frame server did not report its URL')
  }
  origin = new URL(url).origin
  return { url, origin, mailbox, stop: () => server.close() }
}
