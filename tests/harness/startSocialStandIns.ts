import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { FrameConfig } from '../../service/src/frame/FrameConfig.ts'
import { deployFarcasterRegistryStandIns } from '../../service/src/frame/testing/deployFarcasterRegistryStandIns.ts'
import { startFarcasterRelayStandIn } from '../../service/src/frame/testing/startFarcasterRelayStandIn.ts'
import type { FarcasterRelayStandIn } from '../../service/src/frame/testing/startFarcasterRelayStandIn.ts'
import { startGitHubStandIn } from '../../service/src/frame/testing/startGitHubStandIn.ts'
import type { GitHubStandIn } from '../../service/src/frame/testing/startGitHubStandIn.ts'
import { startTestOpenIdProvider } from '../../service/src/frame/testing/startTestOpenIdProvider.ts'
import type { TestOpenIdProvider } from '../../service/src/frame/testing/startTestOpenIdProvider.ts'
import { startAnvil } from './anvil.ts'
import { anvilAccounts } from './anvilAccounts.ts'

/** The Farcaster side of the social stand-ins: the relay stand-in, and the Farcaster app of any user name. */
export interface FarcasterStandIn {
  relay: FarcasterRelayStandIn
  /** The Optimism stand-in (an anvil of chain id 10) holding the registry stand-ins. */
  rpcUrl: string
  /**
   * What the Farcaster app of `username` does with the Sign In With Farcaster URL the frame's QR code
   * carries: signs the sign-in message with the user's custody key and hands it to the relay. Each
   * user name gets its own fid and custody key on first use (registered in the registry stand-ins),
   * the same ones afterwards, so a later login of the name reaches the same account.
   */
  approve(url: string, username: string): Promise<void>
}

/**
 * The outside providers of social login as loopback stand-ins, for the service's secure frame: a
 * real OpenID Connect provider (oidc-provider) configured as Google, whose login and consent pages
 * the browser goes through (any account name, any password); an OAuth 2.0 stand-in of GitHub's
 * shape, whose browser signs in by cookie (`gitHub.sessionOf`); and Farcaster's relay and registries.
 */
export interface SocialStandIns {
  google: TestOpenIdProvider
  gitHub: GitHubStandIn
  farcaster: FarcasterStandIn
  /** The service's `secureFrame.social` and `secureFrame.farcaster` for these stand-ins, their redirect URIs registered for the frame at `frameOrigin`. */
  frameConfig(frameOrigin: string): Pick<FrameConfig, 'social' | 'farcaster'>
  /** Stops every stand-in; calling it again does nothing more. */
  stop(): Promise<void>
}

/** The first fid the stand-ins hand out. */
const firstFid = 1000

/** Starts the social stand-ins (`SocialStandIns`) on 127.0.0.1; if one fails to start, those started are stopped. */
export async function startSocialStandIns(): Promise<SocialStandIns> {
  const results = await Promise.allSettled([startAnvil({ chainId: 10 }), startFarcasterRelayStandIn(), startTestOpenIdProvider(), startGitHubStandIn()] as const)
  const parts = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stopAll = async () => {
    await Promise.allSettled(parts.map((part) => part.stop()))
  }
  try {
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failed) throw failed.reason
    const [optimism, relay, google, gitHub] = results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as [
      Awaited<ReturnType<typeof startAnvil>>,
      FarcasterRelayStandIn,
      TestOpenIdProvider,
      GitHubStandIn,
    ]
    const registries = await deployFarcasterRegistryStandIns(optimism.rpcUrl, anvilAccounts()[0]!)
    const app = createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: optimism.rpcUrl }) })
    const users = new Map<string, Promise<{ fid: number; custody: PrivateKeyAccount }>>()
    const userOf = (username: string) => {
      let user = users.get(username)
      if (!user) {
        const fid = firstFid + users.size
        const custody = privateKeyToAccount(generatePrivateKey())
        user = registries.register(custody.address, fid).then(() => ({ fid, custody }))
        users.set(username, user)
      }
      return user
    }
    const farcaster: FarcasterStandIn = {
      relay,
      rpcUrl: optimism.rpcUrl,
      async approve(url, username) {
        const { fid, custody } = await userOf(username)
        const params = new URL(url).searchParams
        const { channelToken } = app.parseSignInURI({ uri: url })
        const built = app.buildSignInMessage({
          fid,
          address: custody.address as Address,
          uri: params.get('siweUri') ?? '',
          domain: params.get('domain') ?? '',
          nonce: params.get('nonce') ?? '',
          expirationTime: new Date(params.get('expirationTime') ?? ''),
        })
        const message = built.message ?? ''
        const answer = await app.authenticate({ authKey: relay.authKey, channelToken: channelToken ?? '', message, signature: await custody.signMessage({ message }), fid, username })
        if (answer.isError) throw new Error(`The Farcaster relay stand-in refused the approval: ${String(answer.error)}`)
      },
    }
    let stopped: Promise<void> | undefined
    return {
      google,
      gitHub,
      farcaster,
      frameConfig(frameOrigin) {
        google.setRedirectUri(`${frameOrigin}/oauth/callback`)
        gitHub.register('portico-frame', `${frameOrigin}/oauth/callback`)
        return {
          social: [{ provider: 'google', issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret }, gitHub.entry()],
          farcaster: { relayUrl: relay.url, rpcUrl: optimism.rpcUrl },
        }
      },
      stop: () => (stopped ??= stopAll()),
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
