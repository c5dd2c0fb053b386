import * as t from 'io-ts'

/**
 * The `secureFrame.farcaster` section: the Sign In With Farcaster relay (`relayUrl`, Farcaster's is
 * `https://relay.farcaster.xyz`), the Optimism JSON-RPC URL the sign-in is verified against (the
 * Farcaster ID and key registries; default the public Optimism endpoint), and the `domain` the
 * message must name (default the frame's host).
 */
export const FarcasterConfig = t.intersection([t.type({ relayUrl: t.string }), t.partial({ rpcUrl: t.string, domain: t.string })], 'farcaster { relayUrl, rpcUrl?, domain? }')
/** The `secureFrame.farcaster` section, decoded. */
export type FarcasterConfig = t.TypeOf<typeof FarcasterConfig>
