import { getAddress, zeroAddress } from 'viem'
import type { Address, PublicClient } from 'viem'
import { refusedByContract } from './refusedByContract.ts'
import { SwapError } from './SwapError.ts'
import { uniswapV2Abi } from './uniswapV2Abi.ts'

/** A path through Uniswap v2 pools with the router's amounts along it and each hop's reserves. */
export interface UniswapV2Route {
  path: Address[]
  /** The router's `getAmountsOut`/`getAmountsIn`: `amounts[0]` goes in, the last comes out. */
  amounts: bigint[]
  /** Per hop, the reserves of the token going in and of the token coming out. */
  reserves: { reserveIn: bigint; reserveOut: bigint }[]
}

/** What `uniswapV2Route` looks for. */
export interface UniswapV2RouteRequest {
  router: Address
  factory: Address
  /** The tokens sold and bought (the wrapped native token for the native currency). */
  from: Address
  to: Address
  /** Tokens a one-hop path may go through, when no pair joins `from` and `to`. */
  through: readonly Address[]
  amount: bigint
  side: 'exactIn' | 'exactOut'
}

type Hop = { reserveIn: bigint; reserveOut: bigint }

async function pairOf(client: PublicClient, factory: Address, a: Address, b: Address): Promise<Address | undefined> {
  const pair = await client.readContract({ address: factory, abi: uniswapV2Abi.factory, functionName: 'getPair', args: [a, b] })
  return pair === zeroAddress ? undefined : getAddress(pair)
}

async function hopOf(client: PublicClient, pair: Address, tokenIn: Address): Promise<Hop> {
  const [[reserve0, reserve1], token0] = await Promise.all([
    client.readContract({ address: pair, abi: uniswapV2Abi.pair, functionName: 'getReserves' }),
    client.readContract({ address: pair, abi: uniswapV2Abi.pair, functionName: 'token0' }),
  ])
  return getAddress(token0) === tokenIn ? { reserveIn: reserve0, reserveOut: reserve1 } : { reserveIn: reserve1, reserveOut: reserve0 }
}

/** Whether the pools can give `amountOut` at the end of the path (each hop's output below its reserve), as `getAmountsIn` needs. */
function canGive(hops: readonly Hop[], amountOut: bigint): boolean {
  let wanted = amountOut
  for (const hop of [...hops].reverse()) {
    if (hop.reserveIn === 0n || wanted >= hop.reserveOut) return false
    wanted = (hop.reserveIn * wanted * 1000n) / ((hop.reserveOut - wanted) * 997n) + 1n
  }
  return true
}

/** The paths to try: the direct pair when there is one, else each one-hop path whose two pairs exist. */
async function candidates(client: PublicClient, request: UniswapV2RouteRequest): Promise<{ path: Address[]; pairs: Address[] }[]> {
  const direct = await pairOf(client, request.factory, request.from, request.to)
  if (direct) return [{ path: [request.from, request.to], pairs: [direct] }]
  const through = [...new Set(request.through.map((address) => getAddress(address)))].filter((middle) => middle !== request.from && middle !== request.to)
  const found = await Promise.all(
    through.map(async (middle) => {
      const [first, second] = await Promise.all([pairOf(client, request.factory, request.from, middle), pairOf(client, request.factory, middle, request.to)])
      return first && second ? { path: [request.from, middle, request.to], pairs: [first, second] } : undefined
    }),
  )
  return found.filter((candidate) => candidate !== undefined)
}

/** The router's amounts along one path, or undefined when its pools cannot carry the amount. */
async function quoteAlong(client: PublicClient, request: UniswapV2RouteRequest, path: Address[], pairs: Address[]): Promise<UniswapV2Route | undefined> {
  const reserves = await Promise.all(pairs.map((pair, index) => hopOf(client, pair, path[index] ?? request.from)))
  if (reserves.some((hop) => hop.reserveIn === 0n || hop.reserveOut === 0n)) return undefined
  if (request.side === 'exactOut' && !canGive(reserves, request.amount)) return undefined
  try {
    const amounts = await client.readContract({
      address: request.router,
      abi: uniswapV2Abi.router,
      functionName: request.side === 'exactIn' ? 'getAmountsOut' : 'getAmountsIn',
      args: [request.amount, path],
    })
    if (amounts.length !== path.length || amounts.some((amount) => amount === 0n)) return undefined
    return { path, amounts: [...amounts], reserves }
  } catch (error) {
    // The router refuses an amount its pools cannot carry (an overflow, an empty pool).
    if (refusedByContract(error)) return undefined
    throw error
  }
}

/**
 * Finds how to swap on a Uniswap v2 exchange: the direct pair of `from` and `to`, else one hop
 * through one of `through` (the best of those that can carry the amount: the most out for exactIn,
 * the least in for exactOut). Throws a `SwapError` NO_ROUTE when no pool joins them, and
 * INSUFFICIENT_LIQUIDITY when the pools cannot give that much (or give nothing for it).
 */
export async function uniswapV2Route(client: PublicClient, request: UniswapV2RouteRequest): Promise<UniswapV2Route> {
  const paths = await candidates(client, request)
  if (paths.length === 0) throw new SwapError('NO_ROUTE', `No pool of the exchange joins ${request.from} and ${request.to}, directly or through one token`)
  const quoted = (await Promise.all(paths.map(({ path, pairs }) => quoteAlong(client, request, path, pairs)))).filter((route) => route !== undefined)
  const first = (route: UniswapV2Route) => route.amounts[0] ?? 0n
  const last = (route: UniswapV2Route) => route.amounts[route.amounts.length - 1] ?? 0n
  const better = (a: UniswapV2Route, b: UniswapV2Route) => (request.side === 'exactIn' ? (last(a) >= last(b) ? a : b) : first(a) <= first(b) ? a : b)
  const best = quoted.reduce<UniswapV2Route | undefined>((kept, route) => (kept ? better(kept, route) : route), undefined)
  if (!best) throw new SwapError('INSUFFICIENT_LIQUIDITY', `The pools between ${request.from} and ${request.to} cannot ${request.side === 'exactIn' ? 'give anything for' : 'give'} ${request.amount}`)
  return best
}
