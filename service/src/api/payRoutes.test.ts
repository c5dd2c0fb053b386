import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import { exchangeEvmFunder } from '../../../tests/harness/exchangeFunder.ts'
import { startExchangeStandIns } from '../../../tests/harness/exchangeStandIns.ts'
import type { HarnessExchanges } from '../../../tests/harness/exchangeStandIns.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

const recipient = anvilAccounts()[3]!.address
const network = 'eip155:31337'

describe('the /pay routes over exchangeStandIn (a local stand-in for a hosted exchange), withdrawing on anvil', () => {
  let anvil: AnvilChain
  let token: Address
  let exchanges: HarnessExchanges
  let service: Service
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0 }) })
  const pttOf = (address: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    token = await deployToken(anvil.rpcUrl)
    exchanges = await startExchangeStandIns([{ chainId: 31337, rpcUrl: anvil.rpcUrl, tokenAddress: token }])
    service = await startService({
      port: 0,
      onIndexerError: () => undefined,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: ['https://shop.example'] }],
        chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
        pay: exchanges.config,
      },
    })
  }, 60_000)

  afterAll(async () => {
    await service?.stop()
    await exchanges?.stop()
    await anvil?.stop()
  })

  const get = async (path: string, origin?: string) => {
    const response = await fetch(`${service.url}${path}`, origin ? { headers: { origin } } : {})
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, cors: response.headers.get('access-control-allow-origin') }
  }
  const payUrl = async (asset: string, amount: string, to: string = recipient) => {
    const { status, body } = await get(`/pay/exchanges/cove/url?${new URLSearchParams({ network, asset, amount, recipient: to })}`)
    expect(status).toBe(200)
    return body as { url: string; sessionId: string }
  }
  const statusOf = async (sessionId: string) => (await get(`/pay/exchanges/cove/status?sessionId=${sessionId}`)).body
  const press = async (url: string, action: 'confirm' | 'cancel') => (await fetch(`${url}/${action}`, { method: 'POST' })).text()

  it('lists the exchange (id, name, image) for an asset it withdraws, and none for one it does not', async () => {
    const listed = await get(`/pay/exchanges?network=${network}&asset=${token.toLowerCase()}`)
    expect(listed.body).toEqual({ exchanges: [{ id: 'cove', name: 'Cove Exchange (stand-in)', imageUrl: expect.stringMatching(/^data:image\/svg\+xml,/) }], total: 1 })
    expect((await get('/pay/exchanges?network=eip155:1&asset=native')).body).toEqual({ exchanges: [], total: 0 })
    expect((await get('/pay/exchanges?page=-1')).body).toMatchObject({ code: 'INVALID_REQUEST' })
  })

  it('answers only the origins a project allows', async () => {
    expect((await get('/pay/exchanges', 'https://shop.example')).cors).toBe('https://shop.example')
    expect((await get('/pay/exchanges', 'https://evil.example')).cors).toBeNull()
  })

  it('gives the withdrawal page; confirming sends exactly 5 PTT from the funded account once, and the status turns SUCCESS with the hash', async () => {
    const { url, sessionId } = await payUrl(token, '5')
    expect(url.startsWith(exchanges.standIn.url)).toBe(true)
    expect(url).not.toContain('sk_test')
    expect(await statusOf(sessionId)).toEqual({ status: 'UNKNOWN' })
    const page = await (await fetch(url)).text()
    expect(page).toContain(`Withdraw 5 PTT on ${network} to ${recipient}.`)
    const [before, funderBefore] = await Promise.all([pttOf(recipient), pttOf(exchangeEvmFunder().address)])
    expect(await press(url, 'confirm')).toContain('data-status="completed"')
    // IN_PROGRESS until the service sees the transaction mined and successful (86cd830), then SUCCESS.
    await expect.poll(() => statusOf(sessionId)).toEqual({ status: 'SUCCESS', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    const status = await statusOf(sessionId)
    const receipt = await client().waitForTransactionReceipt({ hash: status.txHash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect((await pttOf(recipient)) - before).toBe(parseEther('5'))
    expect(funderBefore - (await pttOf(exchangeEvmFunder().address))).toBe(parseEther('5'))
    // Confirmed once: a second confirm shows the outcome and sends nothing.
    expect(await press(url, 'confirm')).toContain('data-status="completed"')
    expect((await pttOf(recipient)) - before).toBe(parseEther('5'))
    expect(await statusOf(sessionId)).toEqual(status)
  })

  it('withdraws native ETH', async () => {
    const { url, sessionId } = await payUrl('native', '0.25')
    const before = await client().getBalance({ address: recipient })
    await press(url, 'confirm')
    await expect.poll(async () => (await statusOf(sessionId)).status).toBe('SUCCESS')
    const { txHash } = (await statusOf(sessionId)) as { txHash: `0x${string}` }
    await client().waitForTransactionReceipt({ hash: txHash })
    expect((await client().getBalance({ address: recipient })) - before).toBe(parseEther('0.25'))
  })

  it('a cancelled withdrawal is FAILED and sends nothing', async () => {
    const { url, sessionId } = await payUrl(token, '1')
    const before = await pttOf(recipient)
    expect(await press(url, 'cancel')).toContain('data-status="cancelled"')
    expect(await statusOf(sessionId)).toEqual({ status: 'FAILED' })
    expect(await press(url, 'confirm')).toContain('data-status="cancelled"')
    expect(await pttOf(recipient)).toBe(before)
  })

  it('refuses what the exchange does not withdraw, a bad parameter or an unknown exchange, with a code', async () => {
    const query = (change: Record<string, string>) => new URLSearchParams({ network, asset: token, amount: '5', recipient, ...change })
    expect(await get(`/pay/exchanges/cove/url?${query({ network: 'eip155:1' })}`)).toMatchObject({ status: 422, body: { code: 'UNSUPPORTED' } })
    expect(await get(`/pay/exchanges/nobody/url?${query({})}`)).toMatchObject({ status: 404, body: { code: 'UNKNOWN_EXCHANGE' } })
    const badAmount = await get(`/pay/exchanges/cove/url?${query({ amount: '0' })}`)
    expect(badAmount).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(String(badAmount.body.error)).toMatch(/^amount: /)
    expect(await get(`/pay/exchanges/cove/url?${query({ recipient: 'alice.eth' })}`)).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(await get('/pay/exchanges/cove/status?sessionId=x')).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
  })

  it('a session the exchange does not know is UNKNOWN', async () => {
    expect(await statusOf('0123456789abcdef0123456789abcdef')).toEqual({ status: 'UNKNOWN' })
  })
})
