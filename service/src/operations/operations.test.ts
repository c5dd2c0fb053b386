import { pino } from 'pino'
import { createPublicClient, createTestClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import type { ExchangeProvider } from '../exchanges/ExchangeProvider.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

describe('the service in production: /health, /ready, /metrics, JSON logs with a request id, graceful stop', () => {
  let anvil: AnvilChain
  let service: Service
  const lines: Record<string, unknown>[] = []
  let release: () => void = () => undefined
  let statusAsked: () => void = () => undefined
  const asked = new Promise<void>((resolve) => (statusAsked = resolve))
  // An exchange whose status answers only when the test releases it: a request in flight.
  const slowExchange: ExchangeProvider = {
    info: { id: 'slow', name: 'Slow', imageUrl: 'https://slow.example/logo.svg', assets: [{ network: 'eip155:31337', asset: 'native', symbol: 'ETH', decimals: 18 }] },
    payUrl: async () => ({ url: 'https://slow.example/withdraw', sessionId: 'session-123' }),
    status: async () => {
      statusAsked()
      await new Promise<void>((resolve) => (release = resolve))
      return { status: 'IN_PROGRESS' }
    },
  }

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).mine({ blocks: 3 })
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) })
    service = await startService({
      port: 0,
      logger,
      exchangeProviders: [slowExchange],
      onIndexerError: () => undefined,
      config: { database: { memory: true }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }], chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }], registry: { sample: 5 } },
    })
    await service.caughtUp()
  }, 60_000)

  const headOf = async () => Number(await createPublicClient({ transport: http(anvil.rpcUrl) }).getBlockNumber({ cacheTime: 0 }))

  afterAll(async () => {
    await service?.stop()
    await anvil?.stop()
  })

  it('/health says it is alive; /ready says the database and migrations are there, with each chain’s indexed head and lag, and that this process writes it', async () => {
    expect(await (await fetch(`${service.url}/health`)).json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${service.url}/ready`)
    expect(ready.status).toBe(200)
    const head = await headOf()
    expect(await ready.json()).toEqual({ ready: true, chains: [{ chainId: 31337, indexed: head, head, lag: 0, writer: true }] })
  })

  it('logs each request as JSON with its id (the caller’s x-request-id, else a new one), answered in x-request-id', async () => {
    const given = await fetch(`${service.url}/wallets?entries=2`, { headers: { 'x-request-id': 'trace-42' } })
    expect(given.headers.get('x-request-id')).toBe('trace-42')
    const fresh = await fetch(`${service.url}/balances/0xnot-an-address?chainId=eip155:31337`)
    const freshId = fresh.headers.get('x-request-id')
    expect(freshId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: 'trace-42', method: 'GET', route: 'wallets', status: 200, ms: expect.any(Number) }))
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: freshId, route: 'balances', status: 400 }))
  })

  it('/metrics counts requests by route and status, with latency histograms, the indexer’s height and lag per chain, the chains this process writes, and Node’s own', async () => {
    for (let index = 0; index < 3; index++) await fetch(`${service.url}/projects/demo/config`)
    await fetch(`${service.url}/projects/nobody/config`)
    const response = await fetch(`${service.url}/metrics`)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const text = await response.text()
    expect(text).toContain('portico_http_requests_total{route="projects/config",method="GET",status="200"} 3')
    expect(text).toContain('portico_http_requests_total{route="projects/config",method="GET",status="403"} 1')
    expect(text).toMatch(/portico_http_request_duration_seconds_count\{route="projects\/config"\} 4/)
    expect(text).toContain(`portico_indexer_height{chain="31337"} ${await headOf()}`)
    expect(text).toContain('portico_indexer_lag_blocks{chain="31337"} 0')
    expect(text).toContain('portico_indexer_writer{chain="31337"} 1')
    expect(text).toMatch(/^portico_indexer_batches_total\{chain="31337"\} [1-9]\d*$/m)
    // Node's own, the event loop's delay among them (sampled every 100 ms).
    expect(text).toMatch(/^portico_nodejs_eventloop_lag_p99_seconds \d/m)
    expect(text).toMatch(/^portico_process_cpu_seconds_total \d/m)
  })

  it('stop lets a request in flight finish, then stops', async () => {
    const opened = await fetch(`${service.url}/pay/exchanges/slow/url?${new URLSearchParams({ network: 'eip155:31337', asset: 'native', amount: '1', recipient: '0x000000000000000000000000000000000000dEaD' })}`)
    expect(await opened.json()).toEqual({ url: 'https://slow.example/withdraw', sessionId: 'session-123' })
    const inFlight = fetch(`${service.url}/pay/exchanges/slow/status?sessionId=session-123`)
    await asked
    const stopping = service.stop()
    await new Promise((resolve) => setTimeout(resolve, 100))
    release()
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ status: 'IN_PROGRESS' })
    await stopping
    await expect(fetch(`${service.url}/health`)).rejects.toThrow()
  })
})
