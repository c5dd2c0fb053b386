import autocannon from 'autocannon'
import { afterAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../tests/harness/anvilAccounts.ts'
import { postgresAvailable, startPostgres } from '../src/index/testing/startPostgres.ts'
import { startService } from '../src/startService.ts'
import { startServiceProcess } from '../src/testing/startServiceProcess.ts'
import type { ServiceProcess } from '../src/testing/startServiceProcess.ts'
import { buildBenchHistory } from './buildBenchHistory.ts'

// N service processes (each a Node process of its own) on one PostgreSQL, loaded from loopback by
// autocannon: bounded in connections (8 in all, split between the processes) and in time (5 s a
// route). The history is small: the routes' cost is what is measured, not the index's size.
const shape = { blocks: 60, nativePerBlock: 4, erc20PerBlock: 4, mintBlocks: 6, mintsPerBatch: 20 }
const chainId = 31337
const processCounts = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number)
const connections = 8
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const routes = {
  balances: (address: string) => `/balances/${address}?chainId=eip155:${chainId}`,
  transactions: (address: string) => `/transactions/${address}?chainId=eip155:${chainId}`,
  nfts: (address: string) => `/nfts/${address}?chainId=eip155:${chainId}`,
}

const round = (value: number) => Math.round(value * 10) / 10

describe.skipIf(!postgresAvailable)('service processes benchmark', async () => {
  const [chain, postgres] = await Promise.all([startAnvil({ chainId }), startPostgres()])
  const processes: ServiceProcess[] = []
  afterAll(async () => {
    await Promise.all(processes.map((each) => each.exit()))
    await postgres.stop()
    await chain.stop()
  })
  const history = await buildBenchHistory(chain.rpcUrl, shape)
  const databaseUrl = await postgres.createDatabase()
  const config = { database: { url: databaseUrl }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }], chains: [{ chainId, rpcUrl: chain.rpcUrl }], prices: { fixed: { ETH: 3000 } } }
  const indexing = await startService({ config, port: 0, onIndexerError: () => undefined })
  await indexing.caughtUp()
  await indexing.stop()
  const accounts = anvilAccounts().map((account) => account.address)

  it('answers balances, transactions and NFTs from 1, 2 and 4 processes', { timeout: 900_000 }, async () => {
    while (processes.length < Math.max(...processCounts)) processes.push(await startServiceProcess())
    const lines = [`${history.transfers} transfers in ${history.head + 1n} blocks; ${connections} connections, ${seconds} s a route; CPU per request is the service processes' user + system time`]
    for (const count of processCounts) {
      const running = processes.slice(0, count)
      const urls = await Promise.all(running.map((each) => each.start({ config, port: 0 })))
      for (const [route, pathOf] of Object.entries(routes)) {
        const cpuBefore = await Promise.all(running.map((each) => each.cpuMicroseconds()))
        const results = await Promise.all(
          urls.map((url) =>
            autocannon({
              url,
              connections: Math.max(1, Math.floor(connections / count)),
              duration: seconds,
              requests: accounts.map((address) => ({ method: 'GET' as const, path: pathOf(address) })),
            }),
          ),
        )
        const cpuAfter = await Promise.all(running.map((each) => each.cpuMicroseconds()))
        const total = results.reduce((sum, result) => sum + result.requests.total, 0)
        const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0)
        const cpuMs = cpuAfter.reduce((sum, after, index) => sum + (after - (cpuBefore[index] ?? 0)), 0) / 1000
        // Each process's own percentiles; the worst one is reported.
        const p50 = Math.max(...results.map((result) => result.latency.p50))
        const p99 = Math.max(...results.map((result) => result.latency.p99))
        lines.push(`N=${count} ${route}: ${round(total / seconds)} requests/s, p50 ${p50} ms, p99 ${p99} ms, ${errors} errors, ${round(cpuMs / Math.max(1, total))} ms CPU a request`)
        expect(total).toBeGreaterThan(0)
      }
      await Promise.all(running.map((each) => each.stop()))
    }
    console.log(lines.join('\n'))
  })
})
