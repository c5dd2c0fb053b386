import { createPublicClient, defineChain, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { serveLoopbackPage } from '../serveLoopbackPage.ts'
import { DevMailbox } from './DevMailbox.ts'
import { fundAccount } from '../fundAccount.ts'
import { safeAccountOf } from '../../../service/frame/src/page/safeAccountOf.ts'
import type { SecureFrame } from './SecureFrame.ts'
import { SecureFrameBackend } from './SecureFrameBackend.ts'
import { secureFrameBackendPlugin } from './secureFrameBackendPlugin.ts'
import type { SecureFrameConfig } from '../../../service/frame/src/page/SecureFrameConfig.ts'
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
  const smartAccounts = options.smartAccounts ?? {}
  /** The addresses a new key's owner uses on a chain: its EOA, and its smart account where the chain has them. */
  const addressesOn = async (chainId: number, rpcUrl: string, key: Hex) => {
    const owner = privateKeyToAccount(key)
    const network = smartAccounts[chainId]
    if (!network) return [owner.address]
    const chain = defineChain({ id: chainId, name: `Anvil ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
    const smart = await safeAccountOf(owner, createPublicClient({ chain, transport: http(rpcUrl) }), network.contracts)
    return [owner.address, smart.address]
  }
  const mailbox = new DevMailbox()
  let origin = ''
  const backend = new SecureFrameBackend({
    mailbox,
    origin: () => origin,
    allowedAppOrigins,
    onNewKeys: async (keys: UserKeys) => {
      if (fundWei === 0n) return
      const key = keys.evmPrivateKey as Hex
      await Promise.all(
        Object.entries(options.chains).map(async ([chainId, rpcUrl]) => {
          try {
            for (const address of await addressesOn(Number(chainId), rpcUrl, key)) await fundAccount(rpcUrl, address, fundWei)
          } catch (error) {
            console.error('secure frame faucet:', error)
          }
        }),
      )
    },
  })
  const config: SecureFrameConfig = {
    chains: Object.fromEntries(Object.entries(options.chains).map(([chainId, url]) => [String(chainId), url])),
    smartAccounts: Object.fromEntries(Object.entries(smartAccounts).map(([chainId, network]) => [String(chainId), network])),
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
