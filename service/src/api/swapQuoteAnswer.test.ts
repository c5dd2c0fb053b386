import { createPublicClient, createWalletClient, erc20Abi, formatUnits, http, parseAbi, parseEther, parseUnits } from 'viem'
import type { Address, Hex } from 'viem'
import type { HDAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployExchange } from '../../../tests/harness/deployExchange.ts'
import type { HarnessExchange } from '../../../tests/harness/deployExchange.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import { localChainOf } from '../../../tests/harness/localChainOf.ts'
import { fixedPrices } from '../prices/fixedPrices.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import { nativeTokenAddress } from '../swaps/nativeTokenAddress.ts'
import type { SwapQuote } from '../swaps/SwapQuote.ts'
import { swapProvidersOf } from '../swaps/swapProvidersOf.ts'
import { swapQuoteAnswer } from './swapQuoteAnswer.ts'

const chainId = 31337
const caip2 = `eip155:${chainId}`
const accounts = anvilAccounts()
const routerAbi = parseAbi(['function getAmountsOut(uint256, address[]) view returns (uint256[])', 'function getAmountsIn(uint256, address[]) view returns (uint256[])'])

let chain: AnvilChain
let ptt: Address
let exchange: HarnessExchange
let context: Pick<ServiceContext, 'swaps' | 'prices'>
const client = () => createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
const balanceOf = (token: Address, owner: Address) => client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

async function answer(parameters: Record<string, string>) {
  return swapQuoteAnswer(context, new URLSearchParams({ chainId: caip2, side: 'exactIn', slippage: '1', ...parameters }))
}

async function quote(parameters: Record<string, string>): Promise<SwapQuote> {
  const result = await answer(parameters)
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return result.body as SwapQuote
}

/**
 * Sends a call from an anvil account, with a gas limit as a wallet gives one (an estimate and its
 * margin), and resolves with its receipt once mined. viem's bare estimate adds no margin, and a
 * pair writes its cumulative prices only in a block of a later second than its last update: an
 * estimate made in the pair's second falls short when the swap is mined in the next one, and the
 * swap reverts (seen in CI).
 */
async function send(account: HDAccount, call: { to: string; data: string; value: string }) {
  const wallet = createWalletClient({ account, chain: await localChainOf(chain.rpcUrl), transport: http(chain.rpcUrl) })
  const transaction = { account, to: call.to as Address, data: call.data as Hex, value: BigInt(call.value) }
  const estimate = await client().estimateGas(transaction)
  const hash = await wallet.sendTransaction({ ...transaction, gas: estimate + estimate / 2n })
  const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt
}

beforeAll(async () => {
  chain = await startAnvil({ chainId })
  ptt = await deployToken(chain.rpcUrl)
  exchange = await deployExchange(chain.rpcUrl, ptt)
  const swaps = { chains: [{ chainId, router: exchange.router, factory: exchange.factory, weth: exchange.weth, tokens: [{ address: ptt, suggested: true }, { address: exchange.dollar }] }] }
  context = {
    swaps: swapProvidersOf({ swaps, chains: [{ chainId, rpcUrl: chain.rpcUrl }], baseUrl: 'http://service.test', timeoutMs: 10_000 }),
    prices: fixedPrices({ ETH: 3000, PTT: 2, PUSD: 1 }),
  }
}, 60_000)

afterAll(() => chain?.stop())

describe.sequential('swapQuoteAnswer on a local Uniswap v2 exchange', () => {
  it('quotes ETH → PTT exactIn as the router does, and the transaction pays exactly amountOut', async () => {
    const swapper = accounts[1]!
    const amount = parseEther('1')
    const askedAt = Date.now()
    const quoted = await quote({ from: nativeTokenAddress, to: ptt, amount: String(amount), slippage: '3', account: swapper.address })
    const answeredAt = Date.now()
    const [, expected] = await client().readContract({ address: exchange.router, abi: routerAbi, functionName: 'getAmountsOut', args: [amount, [exchange.weth, ptt]] })
    expect(quoted).toMatchObject({
      chainId: caip2,
      side: 'exactIn',
      from: { chainId: caip2, address: nativeTokenAddress, symbol: 'ETH', name: 'Ether', decimals: 18, price: 3000, iconUrl: 'http://service.test/images/tokens/eth.svg' },
      to: { chainId: caip2, address: ptt, symbol: 'PTT', name: 'Portico Test Token', decimals: 18, price: 2 },
      amountIn: String(amount),
      amountOut: String(expected),
      minimumReceived: String((expected! * 97n) / 100n),
      maximumSold: String(amount),
      slippage: 3,
      route: [exchange.weth, ptt],
      transaction: { to: exchange.router, value: String(amount) },
    })
    expect(quoted.approval).toBeUndefined()
    expect(quoted.price).toBeCloseTo(Number(formatUnits(expected!, 18)), 6)
    // 1 ETH into 100 ETH : 150 000 PTT moves the price by 1/100.997: about 0.99 %, the 0.3 % fee aside.
    expect(quoted.priceImpact).toBeCloseTo(0.99, 2)
    expect(BigInt(quoted.networkFee)).toBeGreaterThan(0n)
    // Valid for 30 s from when it was quoted, whatever the time the quote took.
    expect(quoted.validUntil).toBeGreaterThanOrEqual(askedAt + 30_000)
    expect(quoted.validUntil).toBeLessThanOrEqual(answeredAt + 30_000)

    const before = await balanceOf(ptt, swapper.address)
    await send(swapper, quoted.transaction)
    expect((await balanceOf(ptt, swapper.address)) - before).toBe(expected)
  })

  it('asks PTT → ETH without allowance for an approval of exactly the amount, then swaps', async () => {
    const swapper = accounts[2]!
    const amount = parseEther('1500')
    const first = await quote({ from: ptt, to: nativeTokenAddress, amount: String(amount), account: swapper.address })
    expect(first.route).toEqual([ptt, exchange.weth])
    expect(first.approval).toMatchObject({ token: ptt, spender: exchange.router, allowance: '0', amount: String(amount), transaction: { to: ptt, value: '0' } })
    expect(BigInt(first.networkFee) % 250_000n).toBe(0n)
    await send(swapper, first.approval!.transaction)
    expect(await client().readContract({ address: ptt, abi: erc20Abi, functionName: 'allowance', args: [swapper.address, exchange.router] })).toBe(amount)

    const second = await quote({ from: ptt, to: nativeTokenAddress, amount: String(amount), account: swapper.address })
    expect(second.approval).toBeUndefined()
    const ethBefore = await client().getBalance({ address: swapper.address })
    const receipt = await send(swapper, second.transaction)
    const ethAfter = await client().getBalance({ address: swapper.address })
    expect(ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice).toBe(BigInt(second.amountOut))
    expect(await balanceOf(ptt, swapper.address)).toBe(parseEther('1000000') - amount)
  })

  it('quotes exactOut: amountIn from getAmountsIn, the slippage on what is sold, and the swap buys exactly amountOut', async () => {
    const swapper = accounts[3]!
    const wanted = parseEther('1000')
    const quoted = await quote({ from: nativeTokenAddress, to: ptt, amount: String(wanted), side: 'exactOut', slippage: '2', account: swapper.address })
    const [needed] = await client().readContract({ address: exchange.router, abi: routerAbi, functionName: 'getAmountsIn', args: [wanted, [exchange.weth, ptt]] })
    expect(quoted).toMatchObject({ side: 'exactOut', amountIn: String(needed), amountOut: String(wanted), minimumReceived: String(wanted), maximumSold: String((needed! * 102n) / 100n) })
    expect(quoted.transaction.value).toBe(quoted.maximumSold)
    const ethBefore = await client().getBalance({ address: swapper.address })
    const receipt = await send(swapper, quoted.transaction)
    expect((await balanceOf(ptt, swapper.address)) - parseEther('1000000')).toBe(wanted)
    // The router pays back what it did not use of maximumSold.
    expect(ethBefore - (await client().getBalance({ address: swapper.address })) - receipt.gasUsed * receipt.effectiveGasPrice).toBe(needed)

    const pusdOut = await quote({ from: ptt, to: exchange.dollar, amount: String(parseUnits('100', 6)), side: 'exactOut', account: swapper.address })
    expect(pusdOut.approval).toMatchObject({ amount: pusdOut.maximumSold })
  })

  it('routes ETH → PUSD through PTT, and the swap pays exactly amountOut', async () => {
    const swapper = accounts[4]!
    const amount = parseEther('0.5')
    const quoted = await quote({ from: nativeTokenAddress, to: exchange.dollar, amount: String(amount), account: swapper.address })
    expect(quoted.route).toEqual([exchange.weth, ptt, exchange.dollar])
    const [, , expected] = await client().readContract({ address: exchange.router, abi: routerAbi, functionName: 'getAmountsOut', args: [amount, quoted.route as Address[]] })
    expect(quoted).toMatchObject({ amountOut: String(expected), to: { symbol: 'PUSD', decimals: 6, price: 1 } })
    // 1 ETH ≈ 1500 PTT ≈ 3000 PUSD, less two fees, the impact, and the earlier swaps' moves.
    expect(quoted.price).toBeGreaterThan(2800)
    expect(quoted.price).toBeLessThan(3000)
    expect(quoted.price).toBeCloseTo(Number(expected) / 1e6 / 0.5, 6)
    const before = await balanceOf(exchange.dollar, swapper.address)
    await send(swapper, quoted.transaction)
    expect((await balanceOf(exchange.dollar, swapper.address)) - before).toBe(expected)
  })

  it('answers 422 NO_ROUTE when no pool joins the tokens, and INSUFFICIENT_LIQUIDITY when the pools cannot give that much', async () => {
    const account = accounts[5]!.address
    const lonely = await deployToken(chain.rpcUrl)
    expect(await answer({ from: nativeTokenAddress, to: lonely, amount: '1000', account })).toEqual({ status: 422, body: { error: expect.any(String), code: 'NO_ROUTE' } })
    const tooMuch = await answer({ from: nativeTokenAddress, to: ptt, amount: String(parseEther('200000')), side: 'exactOut', account })
    expect(tooMuch).toEqual({ status: 422, body: { error: expect.any(String), code: 'INSUFFICIENT_LIQUIDITY' } })
  })

  it('answers 400 INVALID_REQUEST naming the parameter, and 404 UNSUPPORTED_CHAIN', async () => {
    const account = accounts[5]!.address
    const valid = { from: nativeTokenAddress, to: ptt, amount: '1000', account }
    const cases: [Record<string, string>, string][] = [
      [{ from: '0x123' }, 'from'],
      [{ to: 'PTT' }, 'to'],
      [{ account: 'me' }, 'account'],
      [{ to: nativeTokenAddress.toLowerCase() }, 'to'],
      [{ amount: 'abc' }, 'amount'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '1.5' }, 'amount'],
      [{ amount: '-1' }, 'amount'],
      [{ slippage: '0' }, 'slippage'],
      [{ slippage: '60' }, 'slippage'],
      [{ side: 'both' }, 'side'],
      [{ chainId: '31337' }, 'chainId'],
    ]
    for (const [change, parameter] of cases) {
      const result = await answer({ ...valid, ...change })
      expect(result, JSON.stringify(change)).toEqual({ status: 400, body: { error: expect.stringMatching(new RegExp(`^${parameter}: `)), code: 'INVALID_REQUEST' } })
    }
    expect(await answer({ ...valid, chainId: 'eip155:1' })).toEqual({ status: 404, body: { error: expect.any(String), code: 'UNSUPPORTED_CHAIN' } })
    expect((await answer({ ...valid, slippage: '50' })).status).toBe(200)
  })

  it('answers 502 UPSTREAM_ERROR when the chain does not answer', async () => {
    const swaps = { chains: [{ chainId, router: exchange.router, factory: exchange.factory, weth: exchange.weth, tokens: [] }] }
    const down = { swaps: swapProvidersOf({ swaps, chains: [{ chainId, rpcUrl: 'http://127.0.0.1:9' }], baseUrl: 'http://service.test', timeoutMs: 2_000 }), prices: fixedPrices({}) }
    const result = await swapQuoteAnswer(down, new URLSearchParams({ chainId: caip2, from: nativeTokenAddress, to: ptt, amount: '1000', account: accounts[5]!.address }))
    expect(result).toEqual({ status: 502, body: { error: expect.any(String), code: 'UPSTREAM_ERROR' } })
  })
})
