import { encodeFunctionData, erc20Abi, formatUnits, getAddress } from 'viem'
import type { Address, Hex } from 'viem'
import { approveCall } from './approveCall.ts'
import { nativeTokenAddress } from './nativeTokenAddress.ts'
import { slippageLimits } from './slippageLimits.ts'
import type { SwapCall } from './SwapCall.ts'
import { SwapError } from './SwapError.ts'
import type { SwapProvider } from './SwapProvider.ts'
import type { SwapQuote } from './SwapQuote.ts'
import type { SwapQuoteRequest } from './SwapQuoteRequest.ts'
import type { SwapsConfig } from './SwapsConfig.ts'
import type { SwapTokenReader } from './swapTokenReader.ts'
import { uniswapV2Abi } from './uniswapV2Abi.ts'
import { uniswapV2Route } from './uniswapV2Route.ts'
import type { UniswapV2Route } from './uniswapV2Route.ts'

/** Options of `uniswapV2SwapProvider`. */
export interface UniswapV2SwapProviderOptions {
  /** The config's `swaps.chains`: each chain's router, factory, wrapped native token and tokens. */
  chains: SwapsConfig['chains']
  /** Reads the tokens (and gives the chains' RPC clients). */
  tokens: SwapTokenReader
  /** The clock, unix ms; default `Date.now`. */
  now?: () => number
}

/** How long a quote holds: 30 s. */
const quoteLifetimeMs = 30_000
/** Gas when the swap cannot be estimated yet (its approval is not sent): an approval and a swap of one or two hops. */
const fixedGas = { approve: 50_000n, swap: 200_000n }
/** A Uniswap v2 pool keeps 0.3 % of what goes in. */
const feeFactor = 0.997

const isNative = (address: string) => address.toLowerCase() === nativeTokenAddress.toLowerCase()

/** Percent by which the route pays less than the pools' mid price (the pools' fee left out), to the hundredth. */
function priceImpactOf(route: UniswapV2Route): number {
  const amountIn = Number(route.amounts[0] ?? 0n)
  const amountOut = Number(route.amounts[route.amounts.length - 1] ?? 0n)
  const atMidPrice = route.reserves.reduce((amount, hop) => (amount * feeFactor * Number(hop.reserveOut)) / Number(hop.reserveIn), amountIn)
  if (!(atMidPrice > 0)) return 0
  return Math.max(0, Math.round((1 - amountOut / atMidPrice) * 10_000) / 100)
}

type RouterCall = { to: Address; data: Hex; value: bigint }

/** The router call of a swap: by its side and whether the native currency is sold or bought. */
function routerCallOf(router: Address, request: SwapQuoteRequest, limits: Parameters<SwapProvider['swapTransaction']>[1]): RouterCall {
  const path = limits.route.map((address) => getAddress(address))
  const deadline = BigInt(Math.floor(limits.validUntil / 1000))
  const amountIn = BigInt(limits.amountIn)
  const amountOut = BigInt(limits.amountOut)
  const minimumReceived = BigInt(limits.minimumReceived)
  const maximumSold = BigInt(limits.maximumSold)
  const to = request.account
  const call = (data: Hex, value = 0n): RouterCall => ({ to: router, data, value })
  const abi = uniswapV2Abi.router
  if (request.side === 'exactIn') {
    if (isNative(request.from)) return call(encodeFunctionData({ abi, functionName: 'swapExactETHForTokens', args: [minimumReceived, path, to, deadline] }), amountIn)
    if (isNative(request.to)) return call(encodeFunctionData({ abi, functionName: 'swapExactTokensForETH', args: [amountIn, minimumReceived, path, to, deadline] }))
    return call(encodeFunctionData({ abi, functionName: 'swapExactTokensForTokens', args: [amountIn, minimumReceived, path, to, deadline] }))
  }
  // The router pays back what exactOut does not use of the native currency sent.
  if (isNative(request.from)) return call(encodeFunctionData({ abi, functionName: 'swapETHForExactTokens', args: [amountOut, path, to, deadline] }), maximumSold)
  if (isNative(request.to)) return call(encodeFunctionData({ abi, functionName: 'swapTokensForExactETH', args: [amountOut, maximumSold, path, to, deadline] }))
  return call(encodeFunctionData({ abi, functionName: 'swapTokensForExactTokens', args: [amountOut, maximumSold, path, to, deadline] }))
}

const swapCallOf = (call: RouterCall): SwapCall => ({ to: call.to, data: call.data, value: String(call.value) })

/**
 * A swap provider over Uniswap v2 exchanges on the config's chains (any fork with the same router:
 * the published `UniswapV2Router02`, its factory and pairs). It finds a direct pair, else one hop
 * through the wrapped native token or a configured token (`uniswapV2Route`); amounts are the
 * router's `getAmountsOut`/`getAmountsIn`, the price impact comes from the pairs' reserves, the
 * network fee from `eth_estimateGas` of the swap (a fixed figure while its approval is not sent)
 * at `eth_gasPrice`.
 */
export function uniswapV2SwapProvider(options: UniswapV2SwapProviderOptions): SwapProvider {
  const now = options.now ?? Date.now
  const exchangeOf = (chainId: number) => {
    const exchange = options.chains.find((chain) => chain.chainId === chainId)
    if (!exchange) throw new SwapError('UNSUPPORTED_CHAIN', `No exchange on eip155:${chainId}`)
    return { router: getAddress(exchange.router), factory: getAddress(exchange.factory), weth: getAddress(exchange.weth), tokens: exchange.tokens }
  }

  const provider: SwapProvider = {
    chainIds: options.chains.map((chain) => chain.chainId),

    async tokens(chainId) {
      const exchange = exchangeOf(chainId)
      const listed = await Promise.all(exchange.tokens.map(async (entry) => ({ token: await options.tokens.token(chainId, getAddress(entry.address)), suggested: entry.suggested === true })))
      const native = options.tokens.native(chainId)
      return { suggested: [native, ...listed.filter((entry) => entry.suggested).map((entry) => entry.token)], popular: [native, ...listed.map((entry) => entry.token)] }
    },

    allowance: (chainId, token, owner, spender) => options.tokens.client(chainId).readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }),

    approveTransaction: approveCall,

    async swapTransaction(request, limits) {
      return swapCallOf(routerCallOf(exchangeOf(request.chainId).router, request, limits))
    },

    async quote(request) {
      const exchange = exchangeOf(request.chainId)
      const client = options.tokens.client(request.chainId)
      const [from, to] = await Promise.all([options.tokens.token(request.chainId, request.from), options.tokens.token(request.chainId, request.to)])
      const wrapped = (address: string) => (isNative(address) ? exchange.weth : getAddress(address))
      if (wrapped(from.address) === wrapped(to.address)) throw new SwapError('INVALID_REQUEST', 'to: the same token as from')
      const route = await uniswapV2Route(client, {
        router: exchange.router,
        factory: exchange.factory,
        from: wrapped(from.address),
        to: wrapped(to.address),
        through: [exchange.weth, ...exchange.tokens.map((entry) => getAddress(entry.address))],
        amount: request.amount,
        side: request.side,
      })
      const amountIn = route.amounts[0] ?? 0n
      const amountOut = route.amounts[route.amounts.length - 1] ?? 0n
      const { minimumReceived, maximumSold } = slippageLimits(request.side, amountIn, amountOut, request.slippage)
      const validUntil = now() + quoteLifetimeMs
      const amounts = { amountIn: String(amountIn), amountOut: String(amountOut), minimumReceived: String(minimumReceived), maximumSold: String(maximumSold) }
      const routerCall = routerCallOf(exchange.router, request, { ...amounts, route: route.path, validUntil })

      const spends = request.side === 'exactIn' ? amountIn : maximumSold
      const allowance = isNative(from.address) ? undefined : await provider.allowance(request.chainId, getAddress(from.address), request.account, exchange.router)
      const approval =
        allowance !== undefined && allowance < spends
          ? { token: from.address, spender: exchange.router, allowance: String(allowance), amount: String(spends), transaction: approveCall(getAddress(from.address), exchange.router, spends) }
          : undefined
      const [gasPrice, gas] = await Promise.all([
        client.getGasPrice(),
        approval
          ? Promise.resolve(fixedGas.approve + fixedGas.swap)
          : client
              .estimateGas({ account: request.account, ...routerCall })
              // Such as a swapper without the funds yet: the quote stands, its fee estimated.
              .catch(() => fixedGas.swap),
      ])
      const quote: SwapQuote = {
        chainId: `eip155:${request.chainId}`,
        side: request.side,
        from,
        to,
        ...amounts,
        price: Number(formatUnits(amountOut, to.decimals)) / Number(formatUnits(amountIn, from.decimals)),
        priceImpact: priceImpactOf(route),
        slippage: request.slippage,
        route: route.path,
        networkFee: String(gas * gasPrice),
        validUntil,
        ...(approval ? { approval } : {}),
        transaction: swapCallOf(routerCall),
      }
      return quote
    },
  }
  return provider
}
