import type { Browser, Page } from 'playwright-core'
import { createPublicClient, getAddress, http, isErc6492Signature } from 'viem'
import type { Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppToFrameMessage, FrameRpcRequest } from '@portico/adapter-embedded'
import type { Service } from '../../service/src/Service.ts'
import { startService } from '../../service/src/startService.ts'
import { startAnvil } from '../harness/anvil.ts'
import type { AnvilChain } from '../harness/anvil.ts'
import { bundlerKey } from '../harness/bundlerKey.ts'
import { deploySmartAccounts } from '../harness/deploySmartAccounts.ts'
import type { FrameTestApp } from '../harness/secureFrame/FrameTestApp.ts'
import type { SecureFrame } from '../harness/secureFrame/SecureFrame.ts'
import { startFrameTestApp } from '../harness/secureFrame/startFrameTestApp.ts'
import { startSecureFrame } from '../harness/secureFrame/startSecureFrame.ts'
import type { FrameTestAnswer } from '../harness/secureFrame/testAppPage/FrameTestApi.ts'
import { launchChromium } from './launchChromium.ts'

const email = 'eve@example.com'
const receiver: Address = '0x000000000000000000000000000000000000bEEF'

describe('the reference secure frame’s smart-account messages (SPEC §3), in Chromium', () => {
  let anvil: AnvilChain
  let service: Service
  let frame: SecureFrame
  let app: FrameTestApp
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    const contracts = await deploySmartAccounts(anvil.rpcUrl)
    service = await startService({
      port: 0,
      onIndexerError: () => undefined,
      config: {
        database: { memory: true },
        projects: [{ id: 'test', config: { features: [] }, allowedOrigins: ['http://127.0.0.1'] }],
        chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
        bundler: [{ chainId: 31337, entryPoint: contracts.entryPoint, privateKey: bundlerKey }],
      },
    })
    app = await startFrameTestApp()
    frame = await startSecureFrame({
      chains: { 31337: anvil.rpcUrl },
      smartAccounts: { 31337: { bundlerUrl: `${service.url}/v1/bundler?chainId=31337`, contracts } },
      allowedAppOrigins: [app.origin],
    })
    browser = await launchChromium()
    page = await browser.newPage()
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await frame?.stop()
    await app?.stop()
    await service?.stop()
    await anvil?.stop()
  })

  function request(message: AppToFrameMessage): Promise<FrameTestAnswer> {
    return page.evaluate((sent) => window.porticoFrameTest!.request(sent), message)
  }

  async function succeed(message: AppToFrameMessage): Promise<unknown> {
    const answer = await request(message)
    if (!answer.ok) throw new Error(`${message.type} failed: ${answer.message} (${answer.code})`)
    return answer.payload
  }

  const rpc = async (payload: FrameRpcRequest): Promise<unknown> => ((await succeed({ type: '@portico/app/RPC_REQUEST', payload })) as { result: unknown }).result

  it('lists both accounts, switches between them, and sends, signs (message and typed data) and batches with the Safe', async () => {
    await page.goto(`${app.url}?frame=${encodeURIComponent(frame.url)}&chainId=31337`)
    await page.waitForFunction(() => window.porticoFrameTest?.events.some((event) => event.type === '@portico/frame/READY'), undefined, { timeout: 90_000 })
    await succeed({ type: '@portico/app/CONNECT_EMAIL', payload: { email } })
    await succeed({ type: '@portico/app/CONNECT_OTP', payload: { otp: frame.mailbox.latestCode(email)! } })

    expect(await succeed({ type: '@portico/app/GET_SMART_ACCOUNT_ENABLED_NETWORKS' })).toEqual({ networks: [31337] })
    // Without a preference from the app, the frame starts on the EOA; both accounts are listed.
    const user = (await succeed({ type: '@portico/app/GET_USER', payload: { chainId: 31337 } })) as { address: Address; accounts: { address: Address; type: string }[] }
    expect(user).toMatchObject({ chainId: 31337, smartAccountDeployed: false, email, preferredAccountType: 'eoa' })
    const [eoa, smart] = user.accounts
    expect(eoa).toEqual({ address: user.address, type: 'eoa' })
    expect(smart?.type).toBe('smartAccount')
    const safe = getAddress(smart!.address)
    expect(safe).not.toBe(user.address)
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await client.getBalance({ address: safe })).toBe(10n ** 19n)

    expect(await succeed({ type: '@portico/app/INIT_SMART_ACCOUNT' })).toBeUndefined()
    expect(await client.getCode({ address: safe })).toBeUndefined()
    expect(await succeed({ type: '@portico/app/SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } })).toEqual({ type: 'smartAccount', address: safe })
    expect(await rpc({ method: 'eth_accounts', params: [] })).toEqual([safe])
    expect(await rpc({ method: 'wallet_getCapabilities', params: [safe] })).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })

    const message = 'Hello from the smart account'
    const before = (await rpc({ method: 'personal_sign', params: [message, safe] })) as Hex
    expect(isErc6492Signature(before)).toBe(true)
    expect(await client.verifyMessage({ address: safe, message, signature: before })).toBe(true)

    const hash = (await rpc({ method: 'eth_sendTransaction', params: [{ from: safe, to: receiver, value: '0x7' }] })) as Hex
    expect((await client.getTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(7n)
    expect(await succeed({ type: '@portico/app/GET_USER', payload: { chainId: 31337 } })).toMatchObject({ address: safe, smartAccountDeployed: true, preferredAccountType: 'smartAccount' })
    const after = (await rpc({ method: 'personal_sign', params: [message, safe] })) as Hex
    expect(await client.verifyMessage({ address: safe, message, signature: after })).toBe(true)
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello, typed' },
    } as const
    const typed = (await rpc({ method: 'eth_signTypedData_v4', params: [safe, JSON.stringify(typedData)] })) as Hex
    expect(await client.verifyTypedData({ address: safe, ...typedData, signature: typed })).toBe(true)

    const { id } = (await rpc({ method: 'wallet_sendCalls', params: [{ calls: [{ to: receiver, value: '0x1' }, { to: receiver, value: '0x2' }], chainId: '0x7a69', from: safe }] })) as { id: string }
    expect(await rpc({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject({ id, chainId: '0x7a69', status: 200, atomic: true, receipts: [{ status: '0x1' }] })
    expect(await client.getBalance({ address: receiver })).toBe(10n)

    // Back to the EOA: its address, its answers, and no atomic batching.
    expect(await succeed({ type: '@portico/app/SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } })).toEqual({ type: 'eoa', address: user.address })
    expect(await rpc({ method: 'eth_accounts', params: [] })).toEqual([user.address])
    expect(await rpc({ method: 'wallet_getCapabilities', params: [user.address] })).toEqual({ '0x7a69': {} })
    // The app's preference on GET_USER becomes the user's type.
    expect(await succeed({ type: '@portico/app/GET_USER', payload: { chainId: 31337, preferredAccountType: 'smartAccount' } })).toMatchObject({ address: safe, preferredAccountType: 'smartAccount' })
  }, 180_000)
})
