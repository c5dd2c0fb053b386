import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployExchange } from '../../../tests/harness/deployExchange.ts'
import type { HarnessExchange } from '../../../tests/harness/deployExchange.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'
import { nativeTokenAddress } from '../swaps/nativeTokenAddress.ts'

const chainId = 31337
const projects = [{ id: 'demo', config: { features: [] }, allowedOrigins: ['http://localhost'] }]
const quiet = () => undefined

describe('the /swap routes of a service with an exchange on anvil', () => {
  let chain: AnvilChain
  let ptt: Address
  let exchange: HarnessExchange
  let service: Service
  const swapsOf = (tokens: unknown[]) => ({ chains: [{ chainId, router: exchange.router, factory: exchange.factory, weth: exchange.weth, tokens }] })
  const configOf = (swaps: unknown) => ({ database: { memory: true }, projects, chains: [{ chainId, rpcUrl: chain.rpcUrl }], prices: { fixed: { ETH: 3000, PTT: 2 } }, swaps })
  const get = async (path: string) => {
    const response = await fetch(`${service.url}${path}`, { headers: { origin: 'http://localhost:5173' } })
    return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: (await response.json()) as unknown }
  }

  beforeAll(async () => {
    chain = await startAnvil({ chainId })
    ptt = await deployToken(chain.rpcUrl)
    exchange = await deployExchange(chain.rpcUrl, ptt)
    const swaps = swapsOf([{ address: ptt, suggested: true }, { address: exchange.dollar.toLowerCase(), iconUrl: 'https://icons.example/pusd.png' }])
    service = await startService({ port: 0, onIndexerError: quiet, config: configOf(swaps) })
  }, 60_000)

  afterAll(async () => {
    await service?.stop()
    await chain?.stop()
  })

  it('lists the swap chains, and the tokens offered: the native currency first, suggested and popular, priced when known', async () => {
    expect(await get('/swap/chains')).toEqual({ status: 200, cors: 'http://localhost:5173', body: { chains: [`eip155:${chainId}`] } })
    const caip2 = `eip155:${chainId}`
    const eth = { chainId: caip2, address: nativeTokenAddress, symbol: 'ETH', name: 'Ether', decimals: 18, iconUrl: `${service.url}/images/tokens/eth.svg`, price: 3000 }
    const token = { chainId: caip2, address: ptt, symbol: 'PTT', name: 'Portico Test Token', decimals: 18, iconUrl: `${service.url}/images/tokens/ptt.svg`, price: 2 }
    const dollar = { chainId: caip2, address: exchange.dollar, symbol: 'PUSD', name: 'Portico Dollar', decimals: 6, iconUrl: 'https://icons.example/pusd.png' }
    expect(await get(`/swap/tokens?chainId=${caip2}`)).toEqual({ status: 200, cors: 'http://localhost:5173', body: { suggested: [eth, token], popular: [eth, token, dollar] } })
    expect(await get('/swap/tokens?chainId=eip155:1')).toEqual({ status: 404, cors: 'http://localhost:5173', body: { error: expect.any(String), code: 'UNSUPPORTED_CHAIN' } })
    expect(await get('/swap/tokens')).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
  })

  it('quotes over HTTP, in the shape of the route', async () => {
    const account = anvilAccounts()[1]!.address
    const { status, body } = await get(`/swap/quote?chainId=eip155:${chainId}&from=${nativeTokenAddress.toLowerCase()}&to=${ptt}&amount=1000000000000000000&account=${account}`)
    expect(status).toBe(200)
    expect(Object.keys(body as object).sort()).toEqual(
      ['amountIn', 'amountOut', 'chainId', 'from', 'maximumSold', 'minimumReceived', 'networkFee', 'price', 'priceImpact', 'route', 'side', 'slippage', 'to', 'transaction', 'validUntil'].sort(),
    )
    expect(body).toMatchObject({ side: 'exactIn', slippage: 1, from: { address: nativeTokenAddress }, route: [exchange.weth, ptt], transaction: { to: exchange.router } })
    expect((await get(`/swap/quote?chainId=eip155:${chainId}&from=${ptt}&to=${ptt}&amount=1&account=${account}`)).body).toMatchObject({ code: 'INVALID_REQUEST' })
  })

  // The last config starts a service (PGlite in memory): seconds under CI load.
  it('refuses a config whose swaps name an unknown field, a bad address, or a chain it does not serve', { timeout: 30_000 }, async () => {
    const refused = async (swaps: unknown) => startService({ port: 0, onIndexerError: quiet, config: configOf(swaps) }).then(
      (started) => started.stop().then(() => 'started'),
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    expect(await refused(swapsOf([{ address: ptt, suggestd: true }]))).toBe(
      'The service config is not valid:\n  - swaps.chains.0.tokens.0.suggestd: expected no such field (one of address, suggested, iconUrl), got true',
    )
    expect(await refused({ ...swapsOf([]), chain: [] })).toBe('The service config is not valid:\n  - swaps.chain: expected no such field (one of chains, aggregator), got []')
    expect(await refused({ chains: [{ chainId, router: '0x12', factory: exchange.factory, weth: exchange.weth, tokens: [] }] })).toBe(
      'The service config is not valid:\n  - swaps.chains.0.router: expected an address (0x and 40 hex digits), got "0x12"',
    )
    expect(await refused({ chains: [{ chainId: 5, router: exchange.router, factory: exchange.factory, weth: exchange.weth, tokens: [] }] })).toBe(
      "The service config is not valid:\n  - swaps: the chain 5 is not one of the config's chains",
    )
    expect(await refused({ chains: [], aggregator: { url: 'https://api.0x.org', apiKey: 'key', chains: [{ chainId, tokens: [] }] } })).toBe('started')
  })
})
