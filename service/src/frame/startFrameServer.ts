import { hkdfSync } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTransport } from 'nodemailer'
import type { ProjectOrigins } from '../api/ProjectOrigins.ts'
import { projectOriginsOf } from '../api/projectOriginsOf.ts'
import type { Database } from '../Database.ts'
import type { IndexedChain } from '../index/IndexedChain.ts'
import type { FrameConfig } from './FrameConfig.ts'
import type { FrameContext } from './FrameContext.ts'
import { farcasterLoginOf } from './farcasterLoginOf.ts'
import { frameRequestHandler } from './frameRequestHandler.ts'
import type { FrameServer } from './FrameServer.ts'
import { keyEncryptionKeysOf } from './keyEncryptionKeysOf.ts'
import { pruneFrameRows } from './pruneFrameRows.ts'
import { socialProvidersOf } from './socialProvidersOf.ts'

/** Options of `startFrameServer`. */
export interface StartFrameServerOptions {
  database: Database
  /**
   * The projects' allowed origins as the service keeps them (`projectOriginsOf`), shared with its
   * other routes; the caller closes it. Without it the frame keeps its own on `database`, closed by `stop`.
   */
  projectOrigins?: ProjectOrigins
  /** The `secureFrame` section of the service config, decoded. */
  config: FrameConfig
  /** The chains whose RPC origins the frame page may connect to. */
  chains: readonly IndexedChain[]
  /** What `pageDir` is relative to; default the working directory. */
  configDirectory?: string
  /** Where `PORTICO_FRAME_KEK` is read when the config has no keys; default `process.env`. */
  environment?: NodeJS.ProcessEnv
  /** The clock of the rules (expiries, cooldowns); default the system's. */
  now?: () => Date
}

/** The built frame page in the service package (`npm run build:frame -w service`), served when the config names no `pageDir`: from src/frame/ or dist/frame/ alike. */
const builtPageDir = fileURLToPath(new URL('../../dist/frame-page/', import.meta.url))

/** How often expired rows are deleted. */
const pruneIntervalMs = 10 * 60_000

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * Starts the secure frame's listener on `config.port` (its own origin): the frame's JSON API,
 * device approval page and built page, on the service's database, e-mail through the configured
 * SMTP server. Throws naming the field when the key-encryption keys are missing or malformed, or
 * a smart-account chain is not one of the service's chains.
 */
export async function startFrameServer(options: StartFrameServerOptions): Promise<FrameServer> {
  const { config } = options
  const keys = keyEncryptionKeysOf(config, options.environment)
  const smartAccounts = config.smartAccounts ?? []
  const unknownChain = smartAccounts.find((network) => !options.chains.some((chain) => chain.chainId === network.chainId))
  if (unknownChain) throw new Error(`The service config is not valid:\n  - secureFrame.smartAccounts: chain ${unknownChain.chainId} is not one of the service's chains`)
  const host = config.host ?? '127.0.0.1'
  const projectOrigins = options.projectOrigins ?? (await projectOriginsOf(options.database))
  const ownOrigins = options.projectOrigins ? undefined : projectOrigins
  const server = createServer()
  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject)
      server.listen(config.port, host, () => {
        server.off('error', reject)
        resolveListen()
      })
    })
  } catch (error) {
    await ownOrigins?.close()
    throw error
  }
  const port = (server.address() as AddressInfo).port
  const url = (config.publicUrl ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, '')
  const { smtp } = config
  const mailer = createTransport({ host: smtp.host, port: smtp.port, secure: smtp.secure ?? false, ...(smtp.user === undefined ? {} : { auth: { user: smtp.user, pass: smtp.password ?? '' } }) })
  const [first] = keys
  const context: FrameContext = {
    database: options.database,
    projectOrigins,
    url,
    keys,
    codeKey: Buffer.from(hkdfSync('sha256', first?.key ?? Buffer.alloc(32), Buffer.alloc(0), 'portico secure frame: one-time codes', 32)),
    mailer,
    from: smtp.from,
    accessMs: (config.session?.accessMinutes ?? 15) * 60_000,
    refreshMs: (config.session?.refreshDays ?? 30) * 24 * 60 * 60_000,
    connectOrigins: [...new Set([...options.chains.map((chain) => chain.rpcUrl), ...smartAccounts.map((network) => network.bundlerUrl)].map(originOf).filter((origin): origin is string => origin !== undefined))],
    chainRpcUrls: Object.fromEntries(options.chains.map((chain) => [String(chain.chainId), chain.rpcUrl])),
    smartAccounts: Object.fromEntries(smartAccounts.map(({ chainId, ...network }) => [String(chainId), network])),
    pageDir: config.pageDir === undefined ? builtPageDir : resolve(options.configDirectory ?? process.cwd(), config.pageDir),
    trustProxy: config.trustProxy ?? false,
    socialProviders: socialProvidersOf(config.social),
    ...(config.farcaster === undefined ? {} : { farcaster: farcasterLoginOf(config.farcaster, url) }),
    now: options.now ?? (() => new Date()),
  }
  server.on('request', frameRequestHandler(context))
  const pruning = setInterval(() => {
    pruneFrameRows(context.database, context.now()).catch((error: unknown) => console.warn('portico-service: secure frame: pruning expired rows:', error))
  }, pruneIntervalMs)
  pruning.unref()
  let stopped: Promise<void> | undefined
  return {
    url,
    port,
    codeMail: context,
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(pruning)
        const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()))
        server.closeAllConnections()
        await closed
        mailer.close()
        await ownOrigins?.close()
      })()),
  }
}
