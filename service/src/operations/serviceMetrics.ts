import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { ChainHeight } from './chainHeights.ts'

/** The Prometheus metrics of one service (`/metrics`), in a registry of its own. */
export interface ServiceMetrics {
  registry: Registry
  /** Counts one answered request and its time. */
  observeRequest(route: string, method: string, status: number, seconds: number): void
  /** Counts one batch of a chain this process indexed and committed. */
  observeBatch(chainId: number): void
}

/** What the metrics read at each scrape. */
export interface MetricsSources {
  /** The indexer's height and lag per chain. */
  heights: () => Promise<readonly ChainHeight[]>
  /** User operations waiting for or in their bundle in this process, by chain id and sending key's address. */
  bundlerQueues: () => readonly { chainId: number; key: string; size: number }[]
  /** The indexed chains, and whether this process writes a chain's index (holds its writer lock). */
  chainIds: readonly number[]
  writes: (chainId: number) => boolean
}

/** Makes a service's metrics: requests by route and status, latency histograms, indexer height and lag per chain (read at each scrape from `heights`), which chains this process writes and the batches it committed, bundler queue per key, and Node's defaults. */
export function serviceMetrics(sources: MetricsSources): ServiceMetrics {
  const registry = new Registry()
  // Node's defaults, with the event loop's delay sampled every 100 ms: prom-client's 10 ms woke each
  // process 100 times a second, about 7 ms of CPU a second in an idle process here (4 ms at 100 ms,
  // as much as without the metric), a cost each added process paid whatever it served.
  collectDefaultMetrics({ register: registry, prefix: 'portico_', eventLoopMonitoringPrecision: 100 })
  const requests = new Counter({ name: 'portico_http_requests_total', help: 'HTTP requests answered, by route, method and status', labelNames: ['route', 'method', 'status'] as const, registers: [registry] })
  const latency = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route',
    labelNames: ['route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  // One read of the heights serves both gauges of a scrape (prom-client collects them at once).
  let scrape: Promise<readonly ChainHeight[]> | undefined
  const heights = () => (scrape ??= sources.heights().finally(() => (scrape = undefined)))
  const chainGauge = (name: string, help: string, valueOf: (chain: ChainHeight) => number | null): Gauge<'chain'> => {
    const gauge: Gauge<'chain'> = new Gauge({
      name,
      help,
      labelNames: ['chain'] as const,
      registers: [registry],
      async collect() {
        const chains = await heights()
        gauge.reset()
        for (const chain of chains) {
          const value = valueOf(chain)
          if (value !== null) gauge.set({ chain: String(chain.chainId) }, value)
        }
      },
    })
    return gauge
  }
  chainGauge('portico_indexer_height', 'The highest block indexed, by chain', (chain) => chain.indexed)
  chainGauge('portico_indexer_lag_blocks', "Blocks between the chain's head and the highest indexed, by chain", (chain) => chain.lag)
  const writer: Gauge<'chain'> = new Gauge({
    name: 'portico_indexer_writer',
    help: "1 while this process writes the chain's index (holds its writer lock), else 0, by chain",
    labelNames: ['chain'] as const,
    registers: [registry],
    collect() {
      for (const chainId of sources.chainIds) writer.set({ chain: String(chainId) }, sources.writes(chainId) ? 1 : 0)
    },
  })
  const batches = new Counter({ name: 'portico_indexer_batches_total', help: 'Batches of blocks this process indexed and committed, by chain', labelNames: ['chain'] as const, registers: [registry] })
  for (const chainId of sources.chainIds) batches.inc({ chain: String(chainId) }, 0)
  const bundlerQueue: Gauge<'chain' | 'key'> = new Gauge({
    name: 'portico_bundler_queue',
    help: "User operations waiting for or in their bundle in this process, by chain and the sending key's address",
    labelNames: ['chain', 'key'] as const,
    registers: [registry],
    collect() {
      bundlerQueue.reset()
      for (const { chainId, key, size } of sources.bundlerQueues()) bundlerQueue.set({ chain: String(chainId), key }, size)
    },
  })
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) })
      latency.observe({ route }, seconds)
    },
    observeBatch(chainId) {
      batches.inc({ chain: String(chainId) })
    },
  }
}
