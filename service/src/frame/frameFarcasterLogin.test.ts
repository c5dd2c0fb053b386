import { randomBytes } from 'node:crypto'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import type { FrameSession } from './FrameSession.ts'
import { deployFarcasterRegistryStandIns } from './testing/deployFarcasterRegistryStandIns.ts'
import type { FarcasterRegistryStandIns } from './testing/deployFarcasterRegistryStandIns.ts'
import { startFarcasterRelayStandIn } from './testing/startFarcasterRelayStandIn.ts'
import type { FarcasterRelayStandIn } from './testing/startFarcasterRelayStandIn.ts'
import { startTestFrame } from './testing/startTestFrame.ts'
import type { TestFrame } from './testing/startTestFrame.ts'

const deviceId = () => randomBytes(16).toString('hex')
const appOrigin = 'https://app.example.com'

describe('the secure frame Sign In With Farcaster: the published library against a relay stand-in and registry stand-ins on anvil', () => {
  let anvil: AnvilChain
  let registries: FarcasterRegistryStandIns
  let relay: FarcasterRelayStandIn
  let test: TestFrame
  let farcasterApp: ReturnType<typeof createWalletClient>

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 10 })
    registries = await deployFarcasterRegistryStandIns(anvil.rpcUrl, anvilAccounts()[0]!)
    relay = await startFarcasterRelayStandIn()
    test = await startTestFrame({ memory: true }, { farcaster: { relayUrl: relay.url, rpcUrl: anvil.rpcUrl } })
    farcasterApp = createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })
  }, 90_000)

  afterAll(async () => {
    await test?.stop()
    await relay?.stop()
    await anvil?.stop()
  })

  const start = async (origin = appOrigin) => {
    const started = await test.call('POST', '/api/farcaster/start', { body: { appOrigin: origin } })
    expect(started.status).toBe(200)
    return { url: String(started.body.url), channel: String(started.body.channel) }
  }
  const status = (channel: string, origin = appOrigin) => test.call('POST', '/api/farcaster/status', { body: { channel, appOrigin: origin, deviceId: deviceId() } })

  /** What the Farcaster app does with the sign-in URL: the message built by the library for `fid` and `signer`'s address, signed by `signWith`, handed to the relay. */
  async function approve(url: string, fid: number, signer: PrivateKeyAccount, options: { signWith?: PrivateKeyAccount; username?: string; message?: (params: URLSearchParams) => string } = {}) {
    const params = new URL(url).searchParams
    const { channelToken } = farcasterApp.parseSignInURI({ uri: url })
    const built = farcasterApp.buildSignInMessage({ fid, address: signer.address, uri: params.get('siweUri') ?? '', domain: params.get('domain') ?? '', nonce: params.get('nonce') ?? '', expirationTime: new Date(params.get('expirationTime') ?? '') })
    const message = options.message ? options.message(params) : (built.message ?? '')
    const signature: Hex = await (options.signWith ?? signer).signMessage({ message })
    const answer = await farcasterApp.authenticate({ authKey: relay.authKey, channelToken: channelToken ?? '', message, signature, fid, username: options.username ?? `fid${fid}` })
    expect(answer.isError).toBe(false)
  }

  it('a signed-in fid gets a session, and the same user on a later login', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    await registries.register(custody.address, 4242)
    const { url, channel } = await start()
    expect(new URL(url).searchParams.get('domain')).toBe(new URL(test.frame.url).host)
    expect(await status(channel)).toMatchObject({ status: 200, body: { approved: false } })
    await approve(url, 4242, custody, { username: 'alice' })
    const login = await status(channel)
    expect(login).toMatchObject({ status: 200, body: { approved: true, user: { authProvider: 'farcaster', userName: 'alice', email: null } } })
    const session = login.body.session as FrameSession
    expect(await test.call('GET', '/api/session', { token: session.accessToken })).toMatchObject({ status: 200, body: { user: { authProvider: 'farcaster', userName: 'alice' } } })
    const next = await start()
    await approve(next.url, 4242, custody, { username: 'alice' })
    expect(((await status(next.channel)).body.user as { id: string }).id).toBe((login.body.user as { id: string }).id)
  }, 60_000)

  it('accepts an auth address the key registry lists for the fid', async () => {
    const authAddress = privateKeyToAccount(generatePrivateKey())
    await registries.addAuthAddress(77, authAddress.address)
    const { url, channel } = await start()
    await approve(url, 77, authAddress)
    expect(await status(channel)).toMatchObject({ status: 200, body: { approved: true, user: { authProvider: 'farcaster', userName: 'fid77' } } })
  }, 60_000)

  it('refuses a message signed by a key that neither owns the fid nor is its auth address, and one whose signature is not its address', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    const stranger = privateKeyToAccount(generatePrivateKey())
    await registries.register(custody.address, 5151)
    const first = await start()
    await approve(first.url, 5151, stranger)
    expect(await status(first.channel)).toMatchObject({ status: 400, body: { code: 'FARCASTER_LOGIN_INVALID' } })
    const second = await start()
    await approve(second.url, 5151, custody, { signWith: stranger })
    expect(await status(second.channel)).toMatchObject({ status: 400, body: { code: 'FARCASTER_LOGIN_INVALID' } })
  }, 60_000)

  it('refuses a completed channel asked again, and a signed message replayed on another channel (its nonce is not that channel\'s)', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    await registries.register(custody.address, 6161)
    const first = await start()
    await approve(first.url, 6161, custody)
    expect((await status(first.channel)).body.approved).toBe(true)
    expect(await status(first.channel)).toMatchObject({ status: 400, body: { code: 'FARCASTER_LOGIN_INVALID' } })
    const firstParams = new URL(first.url).searchParams
    const second = await start()
    await approve(second.url, 6161, custody, { message: () => farcasterApp.buildSignInMessage({ fid: 6161, address: custody.address, uri: firstParams.get('siweUri') ?? '', domain: firstParams.get('domain') ?? '', nonce: firstParams.get('nonce') ?? '' }).message ?? '' })
    expect(await status(second.channel)).toMatchObject({ status: 400, body: { code: 'FARCASTER_LOGIN_INVALID' } })
  }, 60_000)

  it('refuses a channel started for another app origin, and uses it up', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    await registries.register(custody.address, 7171)
    const { url, channel } = await start('http://localhost:5173')
    await approve(url, 7171, custody)
    expect(await status(channel, appOrigin)).toMatchObject({ status: 400, body: { code: 'FARCASTER_LOGIN_INVALID' } })
    expect(await status(channel, 'http://localhost:5173')).toMatchObject({ status: 400, body: { code: 'FARCASTER_LOGIN_INVALID' } })
  }, 60_000)

  it('refuses a message issued long before the login started, and one for another domain', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    await registries.register(custody.address, 8181)
    const siwf = (params: URLSearchParams, changes: { issuedAt?: Date; domain?: string }) =>
      createSiweMessage({ version: '1', statement: 'Farcaster Auth', chainId: 10, address: custody.address, uri: params.get('siweUri') ?? '', domain: changes.domain ?? params.get('domain') ?? '', nonce: params.get('nonce') ?? '', issuedAt: changes.issuedAt ?? new Date(), resources: ['farcaster://fid/8181'] })
    const stale = await start()
    await approve(stale.url, 8181, custody, { message: (params) => siwf(params, { issuedAt: new Date(Date.now() - 60 * 60_000) }) })
    expect(await status(stale.channel)).toMatchObject({ status: 400, body: { code: 'FARCASTER_LOGIN_INVALID' } })
    const elsewhere = await start()
    await approve(elsewhere.url, 8181, custody, { message: (params) => siwf(params, { domain: 'evil.example' }) })
    expect(await status(elsewhere.channel)).toMatchObject({ status: 400, body: { code: 'FARCASTER_LOGIN_INVALID' } })
    const control = await start()
    await approve(control.url, 8181, custody, { message: (params) => siwf(params, {}) })
    expect(await status(control.channel)).toMatchObject({ status: 200, body: { approved: true } })
  }, 60_000)

  it('refuses an app no project allows', async () => {
    expect(await test.call('POST', '/api/farcaster/start', { body: { appOrigin: 'https://evil.example' } })).toMatchObject({ status: 403, body: { code: 'APP_NOT_ALLOWED' } })
  })
})
