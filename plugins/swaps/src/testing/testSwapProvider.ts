import { BaseError } from '@portico/kernel'
import { nativeTokenAddress } from '../nativeTokenAddress.ts'
import type { SwapProvider } from '../SwapProvider.ts'
import type { SwapQuote } from '../SwapQuote.ts'
import type { SwapQuoteRequest } from '../SwapQuoteRequest.ts'
import type { SwapToken } from '../SwapToken.ts'
import { testRouter } from './testRouter.ts'
import { testSwapTokens } from './testSwapTokens.ts'


/** Options of `testSwapProvider`. */
export interface TestSwapProviderOptions {
  /** The chains it lists (CAIP-2); default eip155:1 and eip155:31337. */
  chains?: string[]
  /** How long each quote holds (ms), by answer in order, the last one repeated; default 30 s. */
  validity?: number[]
  /** The service's error for a request, if it fails: a code such as NO_ROUTE or INSUFFICIENT_LIQUIDITY. */
  fail?: (request: SwapQuoteRequest) => string | undefined
  /** Whether the allowance of an ERC-20 sold is short (an approval is quoted); default true. */
  approval?: boolean
  /** Answers wait until `release()`; default false. */
  hold?: boolean
  /** Multiplies every rate from the n-th quote on (1-based): `{ from: 3, factor: 0.9 }` moves the price 10 % down. */
  move?: { from: number; factor: number }
  /** Whether the tokens it lists and quotes carry their USD price (its rates keep them); default true. */
  prices?: boolean
  /** Icon URLs of the tokens it lists and quotes, by symbol (`{ ETH: 'data:image/svg+xml,…' }`); default none. */
  icons?: Partial<Record<'ETH' | 'PTT' | 'PUSD', string>>
}

/** A deterministic swap provider for tests, and what it was asked. */
export interface TestSwapProvider extends SwapProvider {
  /** The quote requests, in order, with the signal each came with. */
  readonly requests: { request: SwapQuoteRequest; signal: AbortSignal | undefined }[]
  /** Answers the held quotes, oldest first. */
  release(): void
}

const feePerMille = 999n

/** A token as listed without its USD price. */
function withoutPrice({ price: _price, ...token }: SwapToken): SwapToken {
  return token
}

/** The test tokens on a chain with the icons told. */
function tokensOf(chainId: string, options: TestSwapProviderOptions): ReturnType<typeof testSwapTokens> {
  const tokens = testSwapTokens(chainId)
  for (const symbol of ['ETH', 'PTT', 'PUSD'] as const) {
    const iconUrl = options.icons?.[symbol]
    if (iconUrl !== undefined) tokens[symbol] = { ...tokens[symbol], iconUrl }
  }
  return tokens
}

function quoteOf(request: SwapQuoteRequest, from: SwapToken, to: SwapToken, number: number, validity: number, options: TestSwapProviderOptions): SwapQuote {
  const factor = options.move && number >= options.move.from ? options.move.factor : 1
  // Rates in whole USD cents, a 0.1 % fee, and the move as a per-mille factor: exact in bigints.
  const fromCents = BigInt(Math.round((from.price ?? 1) * 100 * factor * 1000))
  const toCents = BigInt(Math.round((to.price ?? 1) * 100 * 1000))
  const scaleIn = 10n ** BigInt(from.decimals)
  const scaleOut = 10n ** BigInt(to.decimals)
  const exactIn = request.side === 'exactIn'
  const amountIn = exactIn ? request.amount : (request.amount * toCents * 1000n * scaleIn + fromCents * feePerMille * scaleOut - 1n) / (fromCents * feePerMille * scaleOut)
  const amountOut = exactIn ? (request.amount * fromCents * feePerMille * scaleOut) / (toCents * 1000n * scaleIn) : request.amount
  const slippage = BigInt(Math.round(request.slippage * 100))
  const minimumReceived = exactIn ? (amountOut * (10_000n - slippage)) / 10_000n : amountOut
  const maximumSold = exactIn ? amountIn : (amountIn * (10_000n + slippage)) / 10_000n
  const native = from.address === nativeTokenAddress
  const approval = !native && options.approval !== false
  const data = `0x${number.toString(16).padStart(8, '0')}`
  return {
    chainId: request.chainId,
    side: request.side,
    from,
    to,
    amountIn: amountIn.toString(),
    amountOut: amountOut.toString(),
    minimumReceived: minimumReceived.toString(),
    maximumSold: maximumSold.toString(),
    price: (((from.price ?? 1) * factor) / (to.price ?? 1)) * 0.999,
    priceImpact: 0.07,
    slippage: request.slippage,
    route: [from.address, to.address],
    networkFee: (approval ? 3n * 10n ** 14n : 2n * 10n ** 14n).toString(),
    validUntil: Date.now() + validity,
    ...(approval
      ? { approval: { token: from.address, spender: testRouter, allowance: '0', amount: maximumSold.toString(), transaction: { to: from.address, data: `0x095ea7b3${data.slice(2)}`, value: '0' } } }
      : {}),
    transaction: { to: testRouter, data, value: native ? maximumSold.toString() : '0' },
  }
}

/**
 * A deterministic swap provider for tests and stories: ETH, PTT and PUSD on its chains at fixed
 * prices (1 ETH = 1498.5 PTT after a 0.1 % fee), quotes numbered in their calldata (`0x00000001`),
 * failures, held answers, expiring quotes, a moved price, tokens without prices and token icons as told.
 */
export function testSwapProvider(options: TestSwapProviderOptions = {}): TestSwapProvider {
  const chains = options.chains ?? ['eip155:1', 'eip155:31337']
  const requests: TestSwapProvider['requests'] = []
  const held: (() => void)[] = []
  let answered = 0
  return {
    requests,
    release() {
      for (const answer of held.splice(0)) answer()
    },
    chains: async () => [...chains],
    async tokens(chainId) {
      if (!chains.includes(chainId)) throw new BaseError('No exchange on this chain', { code: 'UNSUPPORTED_CHAIN' })
      const listed = (token: SwapToken): SwapToken => (options.prices === false ? withoutPrice(token) : token)
      const { ETH, PTT, PUSD } = tokensOf(chainId, options)
      return { suggested: [ETH, PTT].map(listed), popular: [ETH, PTT, PUSD].map(listed) }
    },
    quote(request, signal) {
      requests.push({ request, signal })
      const answer = (): SwapQuote => {
        const tokens = Object.values(tokensOf(request.chainId, options))
        const from = tokens.find((token) => token.address === request.from)
        const to = tokens.find((token) => token.address === request.to)
        const failure = options.fail?.(request) ?? (!from || !to ? 'NO_ROUTE' : undefined)
        if (failure || !from || !to) throw new BaseError(`The service answered ${failure}`, { code: failure ?? 'NO_ROUTE' })
        answered += 1
        const validity = options.validity ?? [30_000]
        const quote = quoteOf(request, from, to, answered, validity[Math.min(answered, validity.length) - 1] ?? 30_000, options)
        return options.prices === false ? { ...quote, from: withoutPrice(quote.from), to: withoutPrice(quote.to) } : quote
      }
      if (!options.hold) return Promise.resolve().then(answer)
      return new Promise((resolve, reject) => {
        held.push(() => {
          try {
            resolve(answer())
          } catch (error) {
            reject(error)
          }
        })
      })
    },
  }
}
