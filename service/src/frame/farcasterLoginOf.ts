import { createAppClient, viemConnector } from '@farcaster/auth-client'
import type { FarcasterConfig } from './FarcasterConfig.ts'
import type { FarcasterLogin } from './FarcasterLogin.ts'

const defaultRelayTimeoutMs = 10_000

/** The frame's Sign In With Farcaster on `config`'s relay, verifying against `config.rpcUrl` (Optimism), for the frame at `frameUrl`. */
export function farcasterLoginOf(config: FarcasterConfig, frameUrl: string): FarcasterLogin {
  return {
    client: createAppClient({ relay: config.relayUrl.replace(/\/+$/, ''), ethereum: viemConnector(config.rpcUrl === undefined ? {} : { rpcUrl: config.rpcUrl }) }),
    domain: config.domain ?? new URL(frameUrl).host,
    siweUri: frameUrl,
    relayTimeoutMs: config.relayTimeoutMs ?? defaultRelayTimeoutMs,
  }
}
