import { createServer } from 'node:http'
import type { ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getAddress, isAddress } from 'viem'
import type { Address } from 'viem'
import { nativeTokenAddress } from '../nativeTokenAddress.ts'

/** Options of `zeroExStandIn`. */
export interface ZeroExStandInOptions {
  /** The one API key it accepts (header `0x-api-key`). */
  apiKey: string
  chainIds: readonly number[]
  /** `buyAmount = sellAmount · numerator / denominator`, by `{sellToken}:{buyToken}` in lower case; a pair not here has no liquidity. */
  rates: Readonly<Record<string, { numerator: bigint; denominator: bigint }>>
  /** The allowance holder: the spender of approvals and the target of its transactions. */
  allowanceHolder: Address
  /** Reads the taker's allowance of a token for the allowance holder (from a real chain in tests). */
  allowanceOf(token: Address, owner: Address): Promise<bigint>
  /** The gas price it quotes at, wei; default 1 gwei. */
  gasPrice?: bigint
}

/** A running stand-in. */
export interface ZeroExStandIn {
  url: string
  /** The query of each quote request, with the headers it came with. */
  requests: { query: URLSearchParams; apiKey: string | undefined; version: string | undefined }[]
  stop(): Promise<void>
}

const swapGas = 180_000n

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/**
 * A local stand-in for a hosted aggregator with the 0x Swap API's HTTP shape (v2, allowance
 * holder), for testing `aggregatorSwapProvider` without the real service or its key: `GET
 * /swap/allowance-holder/quote?chainId&sellToken&buyToken&sellAmount&taker&slippageBps` with
 * `0x-api-key` and `0x-version: v2` answers a quote at fixed rates (its allowance issue read by
 * `allowanceOf`), `{ liquidityAvailable: false }` for a pair without a rate, 401 for another key,
 * 400 `{ name: 'INPUT_INVALID' }` for a bad parameter. Its transactions are not runnable: no
 * allowance holder contract is deployed.
 */
export async function zeroExStandIn(options: ZeroExStandInOptions): Promise<ZeroExStandIn> {
  const requests: ZeroExStandIn['requests'] = []
  const gasPrice = options.gasPrice ?? 1_000_000_000n
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in.invalid')
    if (url.pathname !== '/swap/allowance-holder/quote') return json(response, 404, { name: 'NOT_FOUND', message: `No route ${url.pathname}` })
    const header = (name: string) => {
      const value = request.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    requests.push({ query: url.searchParams, apiKey: header('0x-api-key'), version: header('0x-version') })
    if (header('0x-api-key') !== options.apiKey) return json(response, 401, { name: 'UNAUTHORIZED', message: 'Invalid API key' })
    const invalid = (field: string, reason: string) => json(response, 400, { name: 'INPUT_INVALID', message: `${field}: ${reason}`, data: { details: [{ field, reason }] } })
    if (header('0x-version') !== 'v2') return invalid('0x-version', 'expected v2')
    const query = url.searchParams
    const chainId = Number(query.get('chainId'))
    if (!options.chainIds.includes(chainId)) return invalid('chainId', 'not supported')
    const [sellToken, buyToken, taker] = ['sellToken', 'buyToken', 'taker'].map((name) => query.get(name) ?? '')
    for (const [field, value] of [['sellToken', sellToken], ['buyToken', buyToken], ['taker', taker]] as const) {
      if (!isAddress(value ?? '', { strict: false })) return invalid(field, 'expected an address')
    }
    const sellAmountText = query.get('sellAmount') ?? ''
    if (!/^[1-9][0-9]*$/.test(sellAmountText)) return invalid('sellAmount', 'expected a whole number above 0')
    const slippageBps = BigInt(query.get('slippageBps') ?? '100')
    const rate = options.rates[`${sellToken}:${buyToken}`.toLowerCase()]
    if (!rate) return json(response, 200, { liquidityAvailable: false, zid: '0xstandin' })
    const sellAmount = BigInt(sellAmountText)
    const buyAmount = (sellAmount * rate.numerator) / rate.denominator
    const sellsNative = sellToken?.toLowerCase() === nativeTokenAddress.toLowerCase()
    const answer = async () => {
      const actual = sellsNative ? undefined : await options.allowanceOf(getAddress(sellToken ?? ''), getAddress(taker ?? ''))
      const issue = actual !== undefined && actual < sellAmount ? { actual: String(actual), spender: options.allowanceHolder } : null
      // As 0x: no gas figure when the transaction cannot be simulated yet (its approval missing).
      const gas = issue ? null : swapGas
      json(response, 200, {
        liquidityAvailable: true,
        blockNumber: '1',
        buyAmount: String(buyAmount),
        sellAmount: String(sellAmount),
        minBuyAmount: String((buyAmount * (10_000n - slippageBps)) / 10_000n),
        buyToken,
        sellToken,
        issues: { allowance: issue, balance: null, simulationIncomplete: issue !== null, invalidSourcesPassed: [] },
        route: { fills: [{ from: sellToken, to: buyToken, source: 'StandIn', proportionBps: '10000' }], tokens: [{ address: sellToken, symbol: 'SELL' }, { address: buyToken, symbol: 'BUY' }] },
        totalNetworkFee: gas === null ? null : String(gas * gasPrice),
        estimatedPriceImpact: '0.12',
        transaction: { to: options.allowanceHolder, data: '0x2213bc0b', value: sellsNative ? String(sellAmount) : '0', gas: gas === null ? null : String(gas), gasPrice: String(gasPrice) },
        zid: '0xstandin',
      })
    }
    answer().catch((error: unknown) => json(response, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
