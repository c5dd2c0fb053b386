import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import { swapQuoteAnswer } from '../api/swapQuoteAnswer.ts'
import { fixedPrices } from '../prices/fixedPrices.ts'
import { nativeTokenAddress } from './nativeTokenAddress.ts'
import { SwapError } from './SwapError.ts'
import type { SwapProvider } from './SwapProvider.ts'
import type { SwapQuote } from './SwapQuote.ts'
import { swapProvidersOf } from './swapProvidersOf.ts'
import { zeroExStandIn } from './testing/zeroExStandIn.ts'
import type { ZeroExStandIn } from './testing/zeroExStandIn.ts'

const chainId = 31337
const apiKey = 'stand-in-key'
const allowanceHolder: Address = '0x0000000000001fF3684f28c67538d4D072C22734'
const gasPrice = 2_000_000_000n
const [, swapper] = anvilAccounts()

describe('aggregatorSwapProvider against zeroExStandIn (a local stand-in for a 0x-like aggregator)', () => {
  let chain: AnvilChain
  let ptt: Address
  let standIn: ZeroExStandIn
  let provider: SwapProvider
  const providerWith = (key: string) =>
    swapProvidersOf({
      swaps: { chains: [], aggregator: { url: `${standIn.url}/`, apiKey: key, chains: [{ chainId, tokens: [{ address: ptt, suggested: true }] }] } },
      chains: [{ chainId, rpcUrl: chain.rpcUrl }],
      baseUrl: 'http://service.test',
      timeoutMs: 5_000,
    })
  const request = (from: Address, to: Address, amount: bigint) => ({ chainId, from, to, amount, side: 'exactIn' as const, slippage: 0.5, account: swapper!.address })
  const codeOf = (work: Promise<unknown>) => work.then(() => 'none', (error: unknown) => (error instanceof SwapError ? error.code : String(error)))

  beforeAll(async () => {
    chain = await startAnvil({ chainId })
    ptt = await deployToken(chain.rpcUrl)
    const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
    standIn = await zeroExStandIn({
      apiKey,
      chainIds: [chainId],
      allowanceHolder,
      gasPrice,
      rates: { [`${nativeTokenAddress}:${ptt}`.toLowerCase()]: { numerator: 1500n, denominator: 1n }, [`${ptt}:${nativeTokenAddress}`.toLowerCase()]: { numerator: 1n, denominator: 1500n } },
      allowanceOf: (token, owner) => client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, allowanceHolder] }),
    })
    const [built] = providerWith(apiKey)
    provider = built!
  }, 60_000)

  afterAll(async () => {
    await standIn?.stop()
    await chain?.stop()
  })

  it('lists the configured tokens after the native currency, read from the chain', async () => {
    expect(provider.chainIds).toEqual([chainId])
    const lists = await provider.tokens(chainId)
    expect(lists.suggested.map((token) => token.symbol)).toEqual(['ETH', 'PTT'])
    expect(lists.popular).toEqual(lists.suggested)
  })

  it("quotes with the aggregator's amounts, minimum, route, transaction and fee, its key and slippage sent", async () => {
    const quote = await provider.quote(request(nativeTokenAddress, ptt, parseEther('2')))
    expect(quote).toMatchObject({
      chainId: `eip155:${chainId}`,
      side: 'exactIn',
      from: { symbol: 'ETH', address: nativeTokenAddress },
      to: { symbol: 'PTT', address: ptt, decimals: 18 },
      amountIn: String(parseEther('2')),
      amountOut: String(parseEther('3000')),
      minimumReceived: String((parseEther('3000') * 9950n) / 10_000n),
      maximumSold: String(parseEther('2')),
      price: 1500,
      priceImpact: 0.12,
      slippage: 0.5,
      route: [nativeTokenAddress, ptt],
      networkFee: String(180_000n * gasPrice),
      transaction: { to: allowanceHolder, data: '0x2213bc0b', value: String(parseEther('2')) },
    })
    expect(quote.approval).toBeUndefined()
    const sent = standIn.requests.at(-1)!
    expect({ apiKey: sent.apiKey, version: sent.version, slippageBps: sent.query.get('slippageBps'), taker: sent.query.get('taker') }).toEqual({ apiKey, version: 'v2', slippageBps: '50', taker: swapper!.address })
  })

  it('asks for an approval of the sold amount to the allowance holder when the allowance is short', async () => {
    const quote: SwapQuote = await provider.quote(request(ptt, nativeTokenAddress, parseEther('1500')))
    expect(quote.approval).toMatchObject({ token: ptt, spender: allowanceHolder, allowance: '0', amount: String(parseEther('1500')), transaction: { to: ptt, value: '0' } })
    expect(quote.approval!.transaction).toEqual(provider.approveTransaction(ptt, allowanceHolder, parseEther('1500')))
    // No gas figure from the aggregator before the approval: a fixed approval and swap.
    expect(quote.networkFee).toBe(String((50_000n + 200_000n) * gasPrice))
    expect(await provider.swapTransaction(request(ptt, nativeTokenAddress, parseEther('1500')), quote)).toEqual(quote.transaction)
  })

  it('refuses exactOut, answers NO_ROUTE without liquidity, and UPSTREAM_ERROR for a refused key', async () => {
    expect(await codeOf(provider.quote({ ...request(nativeTokenAddress, ptt, 1n), side: 'exactOut' }))).toBe('INVALID_REQUEST')
    const other = await deployToken(chain.rpcUrl)
    expect(await codeOf(provider.quote(request(nativeTokenAddress, other, 1000n)))).toBe('NO_ROUTE')
    const [wrongKey] = providerWith('another-key')
    expect(await codeOf(wrongKey!.quote(request(nativeTokenAddress, ptt, 1000n)))).toBe('UPSTREAM_ERROR')
    const context = { swaps: [provider], prices: fixedPrices({ ETH: 3000 }) }
    const answered = await swapQuoteAnswer(context, new URLSearchParams({ chainId: `eip155:${chainId}`, from: nativeTokenAddress, to: other, amount: '1000', account: swapper!.address }))
    expect(answered).toEqual({ status: 422, body: { error: expect.any(String), code: 'NO_ROUTE' } })
  })
})
