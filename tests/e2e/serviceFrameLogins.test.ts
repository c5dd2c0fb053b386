// The deployed secure frame's other logins (issue 31): Farcaster through the page with the relay
// stand-in and registry stand-ins on an Optimism anvil, and the page's error when the relay fails;
// Google (a real OpenID provider on loopback, its login and consent pages driven in the popup) and
// GitHub (the OAuth 2.0 stand-in, signed in by cookie) through the popup and the frame's
// /oauth/callback. Twice: on the service with PGlite, each login then signing and sending from its
// EOA; and on PostgreSQL with smart accounts, each login then signing (ERC-6492) and sending from
// its Safe through the service's bundler. One service and one browser each.
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployFarcasterRegistryStandIns, type FarcasterRegistryStandIns } from '../../service/src/frame/testing/deployFarcasterRegistryStandIns.ts'
import { startFarcasterRelayStandIn, type FarcasterRelayStandIn } from '../../service/src/frame/testing/startFarcasterRelayStandIn.ts'
import { startGitHubStandIn, type GitHubStandIn } from '../../service/src/frame/testing/startGitHubStandIn.ts'
import { startTestOpenIdProvider, type TestOpenIdProvider } from '../../service/src/frame/testing/startTestOpenIdProvider.ts'
import { startAnvil, type AnvilChain } from '../harness/anvil.ts'
import { anvilAccounts } from '../harness/anvilAccounts.ts'
import { readQrCode } from './readQrCode.ts'
import { startServiceFrameSetup, type ServiceFrameSetup } from './serviceFrameSetup.ts'
import { serviceFrameSignsAndSends } from './serviceFrameSignsAndSends.ts'

const PASSWORD = 'correct horse battery staple'

/** The service's database, and the account the app starts its users on. */
const variants = [
  { database: 'PGlite', account: 'eoa' },
  { database: 'PostgreSQL', account: 'smartAccount' },
] as const

describe.each(variants)('the deployed secure frame on $database: Farcaster, Google and GitHub logins through the page, then a send from the $account', ({ database, account }) => {
  const appQuery = { socials: '1', account }
  let optimism: AnvilChain
  let openId: TestOpenIdProvider
  let gitHub: GitHubStandIn
  let registries: FarcasterRegistryStandIns
  let relay: FarcasterRelayStandIn
  let setup: ServiceFrameSetup
  let farcasterApp: ReturnType<typeof createWalletClient>

  const connectDialog = (page: Page) => page.getByRole('dialog', { name: 'Connect Wallet' })

  /** What the Farcaster app does with the URL read from the QR code: the sign-in message for `fid`, signed by its custody key, handed to the relay. */
  async function approveInFarcasterApp(url: string, fid: number, custody: ReturnType<typeof privateKeyToAccount>, username: string): Promise<void> {
    const params = new URL(url).searchParams
    const { channelToken } = farcasterApp.parseSignInURI({ uri: url })
    const built = farcasterApp.buildSignInMessage({ fid, address: custody.address, uri: params.get('siweUri') ?? '', domain: params.get('domain') ?? '', nonce: params.get('nonce') ?? '', expirationTime: new Date(params.get('expirationTime') ?? '') })
    const message = built.message ?? ''
    const answer = await farcasterApp.authenticate({ authKey: relay.authKey, channelToken: channelToken ?? '', message, signature: await custody.signMessage({ message }), fid, username })
    expect(answer.isError).toBe(false)
  }

  /** Opens the Farcaster view and answers its QR code as the Farcaster app of `fid`. */
  async function farcasterLogin(page: Page, fid: number, custody: ReturnType<typeof privateKeyToAccount>, username: string): Promise<void> {
    await page.evaluate(() => window.serviceFrameApp?.open())
    await connectDialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
    const code = page.getByRole('dialog', { name: 'Farcaster' }).getByRole('img', { name: 'Farcaster QR code' })
    await code.waitFor()
    const url = (await readQrCode(code)) ?? ''
    expect(new URL(url).searchParams.get('domain')).toBe(new URL(setup.frameUrl).host)
    await approveInFarcasterApp(url, fid, custody, username)
  }

  /**
   * Chooses `provider` in the modal, as a user does. The project's list (embeddedProjectConfig:
   * Google first, GitHub sixth of seven) overrides the app's own: Google is the Connect view's first
   * row, GitHub is past the row's four tiles, reached through "…" on the All Socials view (that "…"
   * shows only once the project's list has replaced the app's three). Returns the login popup.
   */
  async function socialPopup(page: Page, provider: 'Google' | 'GitHub'): Promise<Page> {
    await page.evaluate(() => window.serviceFrameApp?.open())
    let button = connectDialog(page).getByRole('button', { name: 'Continue with Google' })
    if (provider === 'GitHub') {
      await connectDialog(page).getByRole('button', { name: 'More social logins' }).click()
      button = page.getByRole('dialog', { name: 'All Socials' }).getByRole('button', { name: 'GitHub' })
    }
    await button.waitFor()
    const popup = page.waitForEvent('popup')
    await button.click()
    return popup
  }

  /** Signs in as `accountId` on the OpenID provider's login page in `popup` and consents. */
  async function signInAtOpenIdProvider(popup: Page, accountId: string): Promise<void> {
    await popup.locator('input[name="login"]').fill(accountId)
    await popup.locator('input[name="password"]').fill('any password')
    await popup.getByRole('button', { name: 'Sign-in' }).click()
    await popup.getByRole('button', { name: 'Continue' }).click()
  }

  beforeAll(async () => {
    ;[optimism, relay, openId, gitHub] = await Promise.all([startAnvil({ chainId: 10 }), startFarcasterRelayStandIn(), startTestOpenIdProvider(), startGitHubStandIn()])
    registries = await deployFarcasterRegistryStandIns(optimism.rpcUrl, anvilAccounts()[0]!)
    farcasterApp = createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: optimism.rpcUrl }) })
    setup = await startServiceFrameSetup({
      ...(database === 'PostgreSQL' ? { database } : {}),
      smartAccounts: account === 'smartAccount',
      secureFrame: {
        farcaster: { relayUrl: relay.url, rpcUrl: optimism.rpcUrl, relayTimeoutMs: 5_000 },
        social: [{ provider: 'google', issuer: openId.issuer, clientId: openId.clientId, clientSecret: openId.clientSecret }, gitHub.entry()],
      },
      onFrameUrl(frameUrl) {
        openId.setRedirectUri(`${frameUrl}/oauth/callback`)
        gitHub.register('portico-frame', `${frameUrl}/oauth/callback`)
      },
    })
  }, 240_000)

  afterAll(async () => {
    await setup?.stop()
    await relay?.stop()
    await optimism?.stop()
    await openId?.stop()
    await gitHub?.stop()
  })

  it('Farcaster through the page: the QR code approved in the Farcaster app logs in, a password seals the new wallet, it signs and sends, and a later login reaches the same address', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    await registries.register(custody.address, 4242)
    const page = await setup.openApp(undefined, appQuery)
    await farcasterLogin(page, 4242, custody, 'alice')
    await setup.createPassword(page, PASSWORD)
    const address = await setup.connectedAddress(page)
    await serviceFrameSignsAndSends(setup, page, address, account, 'Signed in with Farcaster')
    await page.evaluate(() => window.serviceFrameApp?.disconnect())
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    await farcasterLogin(page, 4242, custody, 'alice')
    expect(await setup.connectedAddress(page)).toBe(address)
  }, 240_000)

  it('a relay answering 502 shows the page an error with a retry instead of waiting, and the retry works once the relay is back', async () => {
    const page = await setup.openApp(undefined, appQuery)
    relay.failWith('html 502')
    await page.evaluate(() => window.serviceFrameApp?.open())
    await connectDialog(page).getByRole('button', { name: 'Continue with Farcaster' }).click()
    const farcaster = page.getByRole('dialog', { name: 'Farcaster' })
    const failed = farcaster.getByRole('alert').filter({ hasText: 'Login failed' })
    await failed.waitFor()
    expect(await failed.textContent()).toContain('The Farcaster relay failed')
    relay.failWith(undefined)
    await farcaster.getByRole('button', { name: 'Try again' }).click()
    await farcaster.getByRole('img', { name: 'Farcaster QR code' }).waitFor()
  }, 120_000)

  it('Google (OpenID) through the popup: signed in and consented at the provider, a password seals the new wallet, it signs and sends, and a later login reaches the same address', async () => {
    const page = await setup.openApp(undefined, appQuery)
    await signInAtOpenIdProvider(await socialPopup(page, 'Google'), 'grace')
    await setup.createPassword(page, PASSWORD)
    const address = await setup.connectedAddress(page)
    await serviceFrameSignsAndSends(setup, page, address, account, 'Signed in with Google')
    await page.evaluate(() => window.serviceFrameApp?.disconnect())
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    // The provider remembers the browser's sign-in and consent: the popup goes straight back.
    await socialPopup(page, 'Google')
    expect(await setup.connectedAddress(page)).toBe(address)
  }, 240_000)

  it('GitHub (OAuth 2.0) through the popup: the browser signed in at GitHub, a password seals the new wallet, it signs and sends, and a later login reaches the same address', async () => {
    const context = await setup.newDevice()
    await context.addCookies([{ name: 'user_session', value: gitHub.sessionOf({ id: 583231, login: 'octocat' }), url: gitHub.url }])
    const page = await setup.openApp(context, appQuery)
    await socialPopup(page, 'GitHub')
    await setup.createPassword(page, PASSWORD)
    const address = await setup.connectedAddress(page)
    await serviceFrameSignsAndSends(setup, page, address, account, 'Signed in with GitHub')
    await page.evaluate(() => window.serviceFrameApp?.disconnect())
    await page.getByTestId('status').filter({ hasText: /^disconnected$/ }).waitFor()
    await socialPopup(page, 'GitHub')
    expect(await setup.connectedAddress(page)).toBe(address)
  }, 240_000)
})
