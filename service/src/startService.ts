import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import * as t from 'io-ts'
import { pino } from 'pino'
import type { Logger } from 'pino'
import { ProjectConfigJson } from './api/ProjectConfigJson.ts'
import { projectOriginsOf } from './api/projectOriginsOf.ts'
import { indexedHeadsOf } from './index/indexedHeadsOf.ts'
import type { IndexedHeads } from './index/indexedHeadsOf.ts'
import { requestHandler } from './api/requestHandler.ts'
import { upsertProjects } from './api/upsertProjects.ts'
import { balanceReader } from './balances/balanceReader.ts'
import { bundlersOf } from './bundler/bundlersOf.ts'
import type { ProjectOrigins } from './api/ProjectOrigins.ts'
import type { Database } from './Database.ts'
import type { DatabaseOptions } from './DatabaseOptions.ts'
import { decodeWith } from './decodeWith.ts'
import type { Indexer } from './index/startIndexer.ts'
import { startIndexer } from './index/startIndexer.ts'
import { migrate } from './migrate.ts'
import { namesContextOf } from './names/namesContextOf.ts'
import { openDatabase } from './openDatabase.ts'
import { closeGracefully } from './operations/closeGracefully.ts'
import { operationsOf } from './operations/operationsOf.ts'
import type { PriceSource } from './PriceSource.ts'
import { fixedPrices } from './prices/fixedPrices.ts'
import type { FrameServer } from './frame/FrameServer.ts'
import { startFrameServer } from './frame/startFrameServer.ts'
import { loadRegistry } from './registry/loadRegistry.ts'
import { storeWallets } from './registry/storeWallets.ts'
import type { Service } from './Service.ts'
import { ServiceConfig } from './ServiceConfig.ts'
import type { ServiceContext } from './ServiceContext.ts'
import type { ExchangeProvider } from './exchanges/ExchangeProvider.ts'
import { checkedExchangeProvider } from './exchanges/checkedExchangeProvider.ts'
import { exchangeProvidersOf } from './exchanges/exchangeProvidersOf.ts'
import type { OnRampProvider } from './onramp/OnRampProvider.ts'
import { onRampProvidersOf } from './onramp/onRampProvidersOf.ts'
import { checkedOnRampProvider } from './onramp/checkedOnRampProvider.ts'
import { transactionPageReader } from './api/transactionPageReader.ts'
import type { SwapProvider } from './swaps/SwapProvider.ts'
import { swapProvidersOf } from './swaps/swapProvidersOf.ts'

/** Options of `startService`. */
export interface StartServiceOptions {
  /** The configuration: decoded, or the parsed JSON of `portico.config.json` (decoded here, errors naming the bad fields). */
  config: ServiceConfig | unknown
  /** What relative paths of the config (`database.dataDir`, `registry.file`) are relative to; default the working directory. */
  configDirectory?: string
  /** Overrides the config's `port` (0: a free one). */
  port?: number
  /** Overrides the fixed prices of the config with another source (a real feed). */
  prices?: PriceSource
  /** Overrides the swap providers made from the config's `swaps` (such as another aggregator). */
  swapProviders?: readonly SwapProvider[]
  /** Overrides the on-ramp providers made from the config's `onramp`. */
  onRampProviders?: readonly OnRampProvider[]
  /** Overrides the exchanges made from the config's `pay`. */
  exchangeProviders?: readonly ExchangeProvider[]
  /** How long an answer may wait on a chain or an image host before it is a 502; default 10 000 ms. */
  upstreamTimeoutMs?: number
  /** How often the indexer polls each chain, and a process that does not write a chain tries to take it over; default 1000 ms. */
  indexerPollIntervalMs?: number
  /** Called with each indexer error; default: logged once per distinct message. */
  onIndexerError?: (error: unknown, chainId: number) => void
  /** Where the JSON log goes (pino); default pino on stdout at `logLevel`. */
  logger?: Logger
  /** The default logger's level: `info` logs each request; default `warn` (the CLI uses `info`). */
  logLevel?: string
  /** How long `stop` lets the requests in flight finish before it cuts their connections; default 10 000 ms. */
  shutdownGraceMs?: number
  /** The clock of the secure frame's rules (code and session expiries, e-mail cooldowns); default the system's. */
  frameClock?: () => Date
}

function loggedOncePerMessage(logger: Logger): (error: unknown, chainId: number) => void {
  const last = new Map<number, string>()
  return (error, chainId) => {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
    if (last.get(chainId) === message) return
    last.set(chainId, message)
    logger.warn({ chainId }, `indexing chain ${chainId}: ${message}`)
  }
}

const knownFields = new Set(['port', 'host', 'publicUrl', 'database', 'projects', 'chains', 'tokens', 'prices', 'spam', 'registry', 'swaps', 'onramp', 'pay', 'images', 'names', 'bundler', 'secureFrame', 'bitcoin', 'solana'])

/** Refuses a field the config does not have (a typo such as `chain` would otherwise be ignored). */
function refuseUnknownFields(config: unknown): void {
  if (typeof config !== 'object' || config === null) return
  const unknown = Object.keys(config).filter((key) => !knownFields.has(key))
  if (unknown.length > 0) throw new Error(`The service config is not valid:\n${unknown.map((key) => `  - ${key}: not a field of the config (expected one of ${[...knownFields].join(', ')})`).join('\n')}`)
}

async function stopAll(parts: readonly (() => Promise<unknown>)[]): Promise<void> {
  const results = await Promise.allSettled(parts.map((part) => part()))
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) throw failed.reason
}

/**
 * Starts the service: opens the database (PGlite or PostgreSQL) and brings its schema up to date,
 * brings in the config's projects and wallet registry, starts indexing the chains, and serves the
 * HTTP API on `host:port` (see README.md). If a step fails, what was started is stopped before the
 * error is thrown.
 */
export async function startService(options: StartServiceOptions): Promise<Service> {
  refuseUnknownFields(options.config)
  const config = decodeWith(ServiceConfig, options.config, 'The service config')
  const configDirectory = options.configDirectory ?? process.cwd()
  const databaseOptions: DatabaseOptions = config.database ?? { dataDir: './.portico-data' }
  const database: Database = await openDatabase(
    'dataDir' in databaseOptions
      ? { dataDir: resolve(configDirectory, databaseOptions.dataDir) }
      : 'memory' in databaseOptions && databaseOptions.templateDir !== undefined
        ? { memory: true, templateDir: resolve(configDirectory, databaseOptions.templateDir) }
        : databaseOptions,
  )
  let indexer: Indexer | undefined
  const logger = options.logger ?? pino({ level: options.logLevel ?? 'warn' })
  let stopped: Promise<void> | undefined
  let frame: FrameServer | undefined
  let projectOrigins: ProjectOrigins | undefined
  let heads: IndexedHeads | undefined
  const server = createServer()
  try {
    await migrate(database)
    await upsertProjects(database, config.projects)
    const host = config.host ?? '127.0.0.1'
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? config.port ?? 4100, host, () => {
        server.off('error', reject)
        resolveListen()
      })
    })
    const port = (server.address() as AddressInfo).port
    const url = (config.publicUrl ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, '')
    const wallets = await loadRegistry(config.registry, configDirectory, url)
    if (wallets) await storeWallets(database, wallets)
    const timeoutMs = options.upstreamTimeoutMs ?? 10_000
    const keptOrigins = await projectOriginsOf(database)
    projectOrigins = keptOrigins
    const keptHeads = await indexedHeadsOf(database)
    heads = keptHeads
    if (config.secureFrame) frame = await startFrameServer({ database, projectOrigins: keptOrigins, config: config.secureFrame, chains: config.chains, configDirectory, ...(options.frameClock ? { now: options.frameClock } : {}) })
    const context: ServiceContext = {
      database,
      projectOrigins: keptOrigins,
      chains: config.chains,
      prices: options.prices ?? fixedPrices(config.prices?.fixed ?? {}),
      spam: new Set((config.spam ?? []).map((id) => id.toLowerCase())),
      baseUrl: url,
      swaps: options.swapProviders ?? swapProvidersOf({ swaps: config.swaps, chains: config.chains, baseUrl: url, timeoutMs }),
      onRamp: (options.onRampProviders ?? onRampProvidersOf(config.onramp, timeoutMs)).map((provider) => checkedOnRampProvider(provider, config.chains, timeoutMs, database, config.solana)),
      exchanges: (options.exchangeProviders ?? exchangeProvidersOf(config.pay, timeoutMs)).map((exchange) => checkedExchangeProvider(exchange, config.chains, timeoutMs, database)),
      ...(config.images ? { imagesDir: resolve(configDirectory, config.images.dir) } : {}),
      ...(config.names ? { names: namesContextOf(config.names) } : {}),
      ...(config.bundler ? { bundlers: bundlersOf(config.bundler, config.chains, database) } : {}),
      ...(config.bitcoin ? { bitcoin: new Map(config.bitcoin.map(({ network, esploraUrl }) => [network, esploraUrl])) } : {}),
      ...(frame ? { codeMail: frame.codeMail, frameOrigin: new URL(frame.url).origin } : {}),
    }
    const readBalances = balanceReader({ ...context, tokens: config.tokens ?? [], timeoutMs })
    const operations = operationsOf({ logger, database, chains: config.chains, ...(context.bundlers ? { bundlers: context.bundlers } : {}), writes: (chainId) => indexer?.writes(chainId) ?? false, stopping: () => stopped !== undefined })
    const running = startIndexer({
      database,
      chains: config.chains,
      onError: options.onIndexerError ?? loggedOncePerMessage(logger),
      onIndexed: (chainId) => {
        // This process's own batch at once; the others when its notification reaches them.
        keptHeads.forget()
        operations.metrics.observeBatch(chainId)
      },
      onRollBack: () => keptHeads.forget(),
      ...(options.indexerPollIntervalMs === undefined ? {} : { pollIntervalMs: options.indexerPollIntervalMs }),
    })
    indexer = running
    server.on('request', requestHandler({ context, readBalances, readTransactionPages: transactionPageReader(database, keptHeads), timeoutMs, operations }))
    const frameServer = frame

    const updateProject = async (projectId: string, column: 'config' | 'allowed_origins', value: unknown) => {
      const rows = await database.query(`UPDATE projects SET ${column} = $2::jsonb, updated_at = now() WHERE id = $1 RETURNING id`, [projectId, JSON.stringify(value)])
      if (rows.length === 0) throw new Error(`Unknown project: ${projectId}`)
      // This process at once; the others when the change's notification reaches them.
      keptOrigins.forget()
    }
    return {
      url,
      port,
      ...(frameServer ? { frameUrl: frameServer.url } : {}),
      database,
      indexer: running,
      async setConfig(projectId, next) {
        await updateProject(projectId, 'config', decodeWith(ProjectConfigJson, next, 'The project config'))
      },
      async setAllowedOrigins(projectId, origins) {
        await updateProject(projectId, 'allowed_origins', decodeWith(t.array(t.string), origins, 'The allowed origins'))
      },
      // Caught up, this process answers from the index it caught up with, whether or not the writer's notification has come.
      caughtUp: async (chainId) => {
        await running.caughtUp(chainId)
        keptHeads.forget()
      },
      stop: () =>
        (stopped ??= (async () => {
          await stopAll([() => closeGracefully(server, options.shutdownGraceMs ?? 10_000), () => running.stop(), () => frameServer?.stop() ?? Promise.resolve()])
          await keptOrigins.close()
          await keptHeads.close()
          await database.close()
        })()),
    }
  } catch (error) {
    await stopAll([
      () => (server.listening ? new Promise<void>((resolveClose) => server.close(() => resolveClose())) : Promise.resolve()),
      () => indexer?.stop() ?? Promise.resolve(),
      () => frame?.stop() ?? Promise.resolve(),
      () => projectOrigins?.close() ?? Promise.resolve(),
      () => heads?.close() ?? Promise.resolve(),
    ]).catch(() => undefined)
    await database.close().catch(() => undefined)
    throw error
  }
}
