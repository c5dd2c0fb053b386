import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { ChainHeight } from './chainHeights.ts'

/** The Prometheus metrics of one service (`/metrics`), in a registry of its own. */
export interface ServiceMetrics {
  registry: Registry
  /** Counts one answered request and its time. */
  observeRequest(route: string, method: string, status: number, seconds: number): void
}

/** What the metrics read at each scrape. */
export interface MetricsSources {
  /** The indexer's height and lag per chain. */
  heights: () => Promise<readonly ChainHeight[]>
  /** User operations waiting for or in their bundle in this process, by chain id. */
  bundlerQueues: () => ReadonlyMap<number, number>
}

/** Makes a service's metrics: requests by route and status, latency histograms, indexer height and lag per chain (read at each scrape from `heights`), bundler queue, and Node's defaults. */
export function serviceMetrics(sources: MetricsSources): ServiceMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'portico_' })
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
  const bundlerQueue: Gauge<'chain'> = new Gauge({
    name: 'portico_bundler_queue',
    help: 'User operations waiting for or in their bundle in this process, by chain',
    labelNames: ['chain'] as const,
    registers: [registry],
    collect() {
      bundlerQueue.reset()
      for (const [chainId, size] of sources.bundlerQueues()) bundlerQueue.set({ chain: String(chainId) }, size)
    },
  })
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) })
      latency.observe({ route }, seconds)
    },
  }
}
