/**
 * The embedded wallet's social login, offered to plugins as the connector extension `socialLogin`
 * (SPEC §3): the provider's
 * redirect URI, the login with the URI the popup came back with, Farcaster's URL and login, and
 * (when present) the frame's reload and dapp-data sync for leaving ConnectingFarcaster (SPEC §2).
 */
export interface SocialLoginClient {
  getSocialRedirectUri(provider: string): Promise<{ uri: string }>
  connectSocial(uri: string): Promise<{ userName?: string | undefined; email?: string | null | undefined }>
  getFarcasterUri(): Promise<{ url: string }>
  connectFarcaster(): Promise<{ userName: string }>
  reload?(): Promise<unknown>
}
