import { execFileSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { afterAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../tests/harness/anvilAccounts.ts'
import { postgresAvailable, startPostgres } from '../src/index/testing/startPostgres.ts'
import { startService } from '../src/startService.ts'
import { startServiceProcess } from '../src/testing/startServiceProcess.ts'
import type { ServiceProcess } from '../src/testing/startServiceProcess.ts'
import { buildBenchHistory } from './buildBenchHistory.ts'
import { processesWith, processTree, sampleMachineCpu } from './machineCpu.ts'

// N service processes (each a Node process of its own) on one PostgreSQL, loaded from loopback by
// autocannon: bounded in connections (split between the processes) and in time (5 s a measure):
// after a measure of the processes idle and an unmeasured warm-up on every route, each route as
// fast as 8 connections go, then at a fixed 200 requests/s, then (N = 1, 2) the three routes in
// turn at rising rates until p99 passes 100 ms. The history is small: the routes' cost is what is measured, not the index's size.
// What held the highest rate back is named from where the machine's CPU went meanwhile (machineCpu.ts).
// The processes run the built package (service/dist, built first), as `portico-service` does; with
// BENCH_SOURCES=1 they run the TypeScript sources through the workspace's Vite module runner instead.
const shape = { blocks: 60, nativePerBlock: 4, erc20PerBlock: 4, mintBlocks: 6, mintsPerBatch: 20 }
const chainId = 31337
const processCounts = (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number)
const connections = 8
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
// The fixed load, and the rates tried for the highest one held at p99 ≤ 100 ms.
const fixedRate = 200
const rates = [50, 100, 200, 300, 400, 600, 800]
const routes = {
  balances: (address: string) => `/balances/${address}?chainId=eip155:${chainId}`,
  transactions: (address: string) => `/transactions/${address}?chainId=eip155:${chainId}`,
  nfts: (address: string) => `/nfts/${address}?chainId=eip155:${chainId}`,
}

const round = (value: number) => Math.round(value * 10) / 10
const built = process.env.BENCH_SOURCES !== '1'

describe.skipIf(!postgresAvailable)('service processes benchmark', async () => {
  // The build is skipped when nothing changed since the last one (buildPackage.mjs's fingerprint).
  if (built) execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/buildPackage.mjs', import.meta.url)), fileURLToPath(new URL('..', import.meta.url))], { stdio: 'inherit' })
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

  const cores = availableParallelism()
  const anvilPort = new URL(chain.rpcUrl).port
  const cpuGroups = { postgres: () => (postgres.pid === undefined ? [] : processTree(postgres.pid)), anvil: () => processesWith('--port', anvilPort) }
  interface Load {
    total: number
    errors: number
    p50: number
    p99: number
    cpuMs: number
    /** The service processes' context switches: voluntary (a thread waited, the event loop for work among them) and involuntary (preempted). */
    switches: { voluntary: number; involuntary: number }
    /** Cores used on average while loading: the whole machine's, and the service processes', PostgreSQL's, anvil's and the load generator's (this process). */
    coresUsed: { machine: number; service: number; postgres: number; anvil: number; client: number }
  }
  type Usage = Awaited<ReturnType<ServiceProcess['usage']>>
  /** What the processes used of `field` between two readings of each. */
  const usedBetween = (before: readonly Usage[], after: readonly Usage[], field: keyof Usage) => after.reduce((sum, each, index) => sum + (each[field] - (before[index]?.[field] ?? 0)), 0)
  /** Loads `urls` (one autocannon each, `connections` in all) with `paths` for `duration` s, at `rate` requests/s in all when given. */
  const load = async (running: readonly ServiceProcess[], urls: readonly string[], paths: readonly string[], options: { connections: number; duration: number; rate?: number }): Promise<Load> => {
    const before = await Promise.all(running.map((each) => each.usage()))
    const machineBefore = sampleMachineCpu(cpuGroups)
    const clientBefore = process.cpuUsage()
    const startedAt = performance.now()
    const results = await Promise.all(
      urls.map((url) =>
        autocannon({
          url,
          connections: Math.max(1, Math.floor(options.connections / urls.length)),
          duration: options.duration,
          // At a rate autocannon "corrects for coordinated omission" with an expected interval of
          // ceil(1 / rate) ms, 1 ms whatever the rate (its per-connection rate is per second), so a
          // response of n ms was counted n times (n, n - 1, … 1 ms), and the percentiles were
          // mostly its own samples. Its limiter also sends each connection's share of a second back
          // to back at the second's start: no schedule to correct against. The latencies measured
          // are kept as they are.
          ...(options.rate === undefined ? {} : { overallRate: options.rate / urls.length, ignoreCoordinatedOmission: true }),
          // As a page's fetch sends them: with its Origin, so each request takes the CORS check.
          requests: paths.map((path) => ({ method: 'GET' as const, path, headers: { origin: 'https://app.example.com' } })),
        }),
      ),
    )
    const wallMs = performance.now() - startedAt
    const client = process.cpuUsage(clientBefore)
    const machineAfter = sampleMachineCpu(cpuGroups)
    const after = await Promise.all(running.map((each) => each.usage()))
    const used = (field: keyof Usage) => usedBetween(before, after, field)
    const serviceMs = used('cpuMicroseconds') / 1000
    const groupCores = (name: 'postgres' | 'anvil') => ((machineAfter.groups[name] ?? 0) - (machineBefore.groups[name] ?? 0)) / wallMs
    // Each process's own percentiles; the worst one is reported.
    return {
      total: results.reduce((sum, result) => sum + result.requests.total, 0),
      errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
      p50: Math.max(...results.map((result) => result.latency.p50)),
      p99: Math.max(...results.map((result) => result.latency.p99)),
      cpuMs: serviceMs,
      switches: { voluntary: used('voluntarySwitches'), involuntary: used('involuntarySwitches') },
      coresUsed: {
        machine: ((machineAfter.busyMs - machineBefore.busyMs) / (machineAfter.totalMs - machineBefore.totalMs)) * cores,
        service: serviceMs / wallMs,
        postgres: groupCores('postgres'),
        anvil: groupCores('anvil'),
        client: (client.user + client.system) / 1000 / wallMs,
      },
    }
  }
  const describeLoad = (result: Load, duration: number) =>
    `${round(result.total / duration)} requests/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors, ${round(result.cpuMs / Math.max(1, result.total))} ms CPU a request, context switches a request ${round(result.switches.voluntary / Math.max(1, result.total))} voluntary and ${round(result.switches.involuntary / Math.max(1, result.total))} involuntary`
  const cores2 = (value: number) => `${Math.round(value * 100) / 100}`
  /** What held the rate back, named from where the CPU went while loading. */
  const limitOf = (result: Load) => {
    const used = result.coresUsed
    const rest = Math.max(0, used.machine - used.service - used.postgres - used.anvil - used.client)
    const where = `of ${cores} cores ${cores2(used.machine)} busy: service ${cores2(used.service)}, PostgreSQL ${cores2(used.postgres)}, anvil ${cores2(used.anvil)}, client ${cores2(used.client)}, other work on the machine ${cores2(rest)}`
    if (used.machine >= cores * 0.9) return `CPU (the machine's cores were saturated; ${where})`
    if (used.client >= 0.9) return `the client (the load generator used a whole core; ${where})`
    if (used.postgres >= used.service) return `the database (no core saturated, PostgreSQL used the most; ${where})`
    return `the service processes (no core saturated; ${where})`
  }
  const mixed = accounts.flatMap((address) => Object.values(routes).map((pathOf) => pathOf(address)))

  it('answers balances, transactions and NFTs from 1, 2 and 4 processes: as fast as 8 connections go, at a fixed 200 requests/s, and the highest rate held at p99 ≤ 100 ms', { timeout: 900_000 }, async () => {
    while (processes.length < Math.max(...processCounts)) processes.push(await startServiceProcess({ built }))
    const lines = [`${built ? 'the built service' : 'the service from its sources'}; ${history.transfers} transfers in ${history.head + 1n} blocks; ${seconds} s a measure; CPU per request is the service processes' user + system time; p50/p99 the worst process's`]
    for (const count of processCounts) {
      const running = processes.slice(0, count)
      const urls = await Promise.all(running.map((each) => each.start({ config, port: 0 })))
      // What the processes spend with no request at all (the indexer's rounds, timers, garbage collection), once settled after
      // their start: a cost each process adds whatever it serves.
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
      const idleBefore = await Promise.all(running.map((each) => each.usage()))
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
      const idleAfter = await Promise.all(running.map((each) => each.usage()))
      const idleMs = usedBetween(idleBefore, idleAfter, 'cpuMicroseconds') / 1000
      const idleSwitches = usedBetween(idleBefore, idleAfter, 'voluntarySwitches')
      lines.push(`N=${count} idle: ${round(idleMs / seconds)} ms CPU a second in all (${round(idleMs / seconds / count)} a process), ${round(idleSwitches / seconds / count)} voluntary context switches a second a process`)
      // Then every process is warmed up on the three routes, unmeasured, so that each measure shows
      // what a process costs once running, as in production, and not V8's compiling of the code a
      // process has not run yet: without it, the processes new at N = 4 were measured cold (0.2 ms
      // CPU a balances request at N = 1, 1.2 at N = 4 on an idle machine).
      await load(running, urls, mixed, { connections, duration: seconds })
      for (const [route, pathOf] of Object.entries(routes)) {
        const paths = accounts.map(pathOf)
        const open = await load(running, urls, paths, { connections, duration: seconds })
        lines.push(`N=${count} ${route}, ${connections} connections: ${describeLoad(open, seconds)}`)
        expect(open.total).toBeGreaterThan(0)
        const fixed = await load(running, urls, paths, { connections: 32, duration: seconds, rate: fixedRate })
        lines.push(`N=${count} ${route}, fixed ${fixedRate}/s: ${describeLoad(fixed, seconds)}`)
      }
      if (count <= 2) {
        // The three routes in turn, at rising rates, until p99 passes 100 ms or the rate is not reached.
        let held = 0
        let limit = 'nothing: every rate tried was held'
        for (const rate of rates) {
          const result = await load(running, urls, mixed, { connections: 64, duration: seconds, rate })
          lines.push(`N=${count} mixed routes at ${rate}/s: ${describeLoad(result, seconds)}`)
          if (result.p99 > 100 || result.errors > 0 || result.total < rate * seconds * 0.9) {
            limit = `at ${rate}/s ${limitOf(result)}`
            break
          }
          held = rate
        }
        lines.push(`N=${count}: highest rate held at p99 ≤ 100 ms: ${held}/s; limited ${limit}`)
      }
      await Promise.all(running.map((each) => each.stop()))
    }
    console.log(lines.join('\n'))
  })
})
