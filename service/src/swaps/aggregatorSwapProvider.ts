import * as t from 'io-ts'
import { erc20Abi, formatUnits, getAddress } from 'viem'
import { decodeWith } from '../decodeWith.ts'
import { approveCall } from './approveCall.ts'
import { nativeTokenAddress } from './nativeTokenAddress.ts'
import type { SwapCall } from './SwapCall.ts'
import { SwapError } from './SwapError.ts'
import type { SwapProvider } from './SwapProvider.ts'
import type { SwapQuote } from './SwapQuote.ts'
import type { SwapQuoteRequest } from './SwapQuoteRequest.ts'
import type { SwapsConfig } from './SwapsConfig.ts'
import type { SwapTokenReader } from './swapTokenReader.ts'
import { ZeroExQuoteAnswer } from './ZeroExQuoteAnswer.ts'
import { withDeadline } from '../withDeadline.ts'

/** Options of `aggregatorSwapProvider`: the config's `swaps.aggregator`, the token reader, and how long a request may take. */
export interface AggregatorSwapProviderOptions {
  /** The aggregator's base URL, such as `https://api.0x.org`. */
  url: string
  /** Sent as the `0x-api-key` header. */
  apiKey: string
  /** The chains it swaps on, with their tokens. */
  chains: NonNullable<SwapsConfig['aggregator']>['chains']
  tokens: SwapTokenReader
  timeoutMs: number
  /** The clock, unix ms; default `Date.now`. */
  now?: () => number
}

const ErrorAnswer = t.partial({ name: t.string, message: t.string, reason: t.string })
const quoteLifetimeMs = 30_000
/** Gas of an approval, and of a swap the aggregator did not estimate (its approval not sent). */
const fixedGas = { approve: 50_000n, swap: 200_000n }
const isNative = (address: string) => address.toLowerCase() === nativeTokenAddress.toLowerCase()

/**
 * A swap provider over a hosted aggregator with the 0x Swap API's shape (v2, allowance holder):
 * `GET {url}/swap/allowance-holder/quote?chainId&sellToken&buyToken&sellAmount&taker&slippageBps`
 * with the headers `0x-api-key` and `0x-version: v2`, answers decoded with `ZeroExQuoteAnswer`.
 * The aggregator sets the amounts, the minimum received (its `minBuyAmount`), the route, the
 * transaction and the spender of the approval (`issues.allowance`); the network fee is its
 * `totalNetworkFee` (or the transaction's gas at its gas price) plus an approval when one is
 * needed. It sells exact amounts only: exactOut is refused (INVALID_REQUEST). Token metadata and
 * allowances are read from the chain, as for the exchange.
 */
export function aggregatorSwapProvider(options: AggregatorSwapProviderOptions): SwapProvider {
  const now = options.now ?? Date.now
  const base = options.url.replace(/\/+$/, '')
  const chainOf = (chainId: number) => {
    const chain = options.chains.find((candidate) => candidate.chainId === chainId)
    if (!chain) throw new SwapError('UNSUPPORTED_CHAIN', `The aggregator does not swap on eip155:${chainId}`)
    return chain
  }

  const fetchQuote = async (request: SwapQuoteRequest) => {
    chainOf(request.chainId)
    if (request.side !== 'exactIn') throw new SwapError('INVALID_REQUEST', 'side: the aggregator sells exact amounts only (exactIn)')
    const query = new URLSearchParams({
      chainId: String(request.chainId),
      sellToken: request.from,
      buyToken: request.to,
      sellAmount: String(request.amount),
      taker: request.account,
      slippageBps: String(Math.round(request.slippage * 100)),
    })
    let response: Response
    let body: unknown
    try {
      ;({ response, body } = await withDeadline(options.timeoutMs, async (signal) => {
        const response = await fetch(`${base}/swap/allowance-holder/quote?${query}`, { headers: { '0x-api-key': options.apiKey, '0x-version': 'v2', accept: 'application/json' }, signal })
        return { response, body: (await response.json().catch(() => undefined)) as unknown }
      }))
    } catch (error) {
      throw new SwapError('UPSTREAM_ERROR', `The aggregator did not answer: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (!response.ok) {
      const decoded = ErrorAnswer.decode(body)
      const error = decoded._tag === 'Right' ? decoded.right : {}
      const message = `The aggregator refused the quote (${response.status} ${error.name ?? ''}): ${error.message ?? error.reason ?? 'no reason given'}`
      if (response.status === 400 && error.name === 'TOKEN_NOT_SUPPORTED') throw new SwapError('NO_ROUTE', message)
      if (response.status === 400) throw new SwapError('INVALID_REQUEST', message)
      throw new SwapError('UPSTREAM_ERROR', message)
    }
    try {
      return decodeWith(ZeroExQuoteAnswer, body, "The aggregator's quote")
    } catch (error) {
      throw new SwapError('UPSTREAM_ERROR', error instanceof Error ? error.message : String(error))
    }
  }

  const provider: SwapProvider = {
    chainIds: options.chains.map((chain) => chain.chainId),

    async tokens(chainId) {
      const chain = chainOf(chainId)
      const listed = await Promise.all(chain.tokens.map(async (entry) => ({ token: await options.tokens.token(chainId, getAddress(entry.address)), suggested: entry.suggested === true })))
      const native = options.tokens.native(chainId)
      return { suggested: [native, ...listed.filter((entry) => entry.suggested).map((entry) => entry.token)], popular: [native, ...listed.map((entry) => entry.token)] }
    },

    allowance: (chainId, token, owner, spender) => options.tokens.client(chainId).readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }),

    approveTransaction: approveCall,

    async swapTransaction(request): Promise<SwapCall> {
      const answer = await fetchQuote(request)
      if (!answer.liquidityAvailable) throw new SwapError('NO_ROUTE', `The aggregator finds no route from ${request.from} to ${request.to}`)
      return { to: getAddress(answer.transaction.to), data: answer.transaction.data, value: answer.transaction.value }
    },

    async quote(request) {
      const [from, to, answer] = await Promise.all([options.tokens.token(request.chainId, request.from), options.tokens.token(request.chainId, request.to), fetchQuote(request)])
      if (!answer.liquidityAvailable) throw new SwapError('NO_ROUTE', `The aggregator finds no route from ${request.from} to ${request.to}`)
      if (BigInt(answer.buyAmount) === 0n) throw new SwapError('INSUFFICIENT_LIQUIDITY', `The aggregator gives nothing for ${request.amount}`)
      const issue = answer.issues.allowance
      const approval =
        issue && !isNative(request.from)
          ? {
              token: from.address,
              spender: getAddress(issue.spender),
              allowance: issue.actual,
              amount: answer.sellAmount,
              transaction: approveCall(getAddress(from.address), getAddress(issue.spender), BigInt(answer.sellAmount)),
            }
          : undefined
      const gasPrice = BigInt(answer.transaction.gasPrice)
      const swapFee = answer.totalNetworkFee != null ? BigInt(answer.totalNetworkFee) : (answer.transaction.gas != null ? BigInt(answer.transaction.gas) : fixedGas.swap) * gasPrice
      const networkFee = swapFee + (approval ? fixedGas.approve * gasPrice : 0n)
      const impact = Number(answer.estimatedPriceImpact ?? 0)
      const quote: SwapQuote = {
        chainId: `eip155:${request.chainId}`,
        side: 'exactIn',
        from,
        to,
        amountIn: answer.sellAmount,
        amountOut: answer.buyAmount,
        minimumReceived: answer.minBuyAmount,
        maximumSold: answer.sellAmount,
        price: Number(formatUnits(BigInt(answer.buyAmount), to.decimals)) / Number(formatUnits(BigInt(answer.sellAmount), from.decimals)),
        priceImpact: Number.isFinite(impact) ? impact : 0,
        slippage: request.slippage,
        route: answer.route.tokens.map((token) => (isNative(token.address) ? nativeTokenAddress : getAddress(token.address))),
        networkFee: String(networkFee),
        validUntil: now() + quoteLifetimeMs,
        ...(approval ? { approval } : {}),
        transaction: { to: getAddress(answer.transaction.to), data: answer.transaction.data, value: answer.transaction.value },
      }
      return quote
    },
  }
  return provider
}
