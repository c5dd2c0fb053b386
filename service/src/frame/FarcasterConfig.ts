import * as t from 'io-ts'

/**
 * The `secureFrame.farcaster` section: the Sign In With Farcaster relay (`relayUrl`, Farcaster's is
 * `https://relay.farcaster.xyz`), the Optimism JSON-RPC URL the sign-in is verified against (the
 * Farcaster ID and key registries; default the public Optimism endpoint), and the `domain` the
 * message must name (default the frame's host), and `relayTimeoutMs`, how long a call to the relay
 * may take before the login fails with FARCASTER_RELAY_FAILED (default 10 000).
 */
export const FarcasterConfig = t.intersection(
  [t.type({ relayUrl: t.string }), t.partial({ rpcUrl: t.string, domain: t.string, relayTimeoutMs: t.number })],
  'farcaster { relayUrl, rpcUrl?, domain?, relayTimeoutMs? }',
)
/** The `secureFrame.farcaster` section, decoded. */
export type FarcasterConfig = t.TypeOf<typeof FarcasterConfig>
