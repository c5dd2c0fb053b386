import { createServer, request as forwardRequest } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Address } from 'viem'
import type { ProjectConfig } from '../../kernel/src/config/ProjectConfig.ts'
import type { Service } from '../../service/src/Service.ts'
import type { OnRampConfig } from '../../service/src/onramp/OnRampConfig.ts'
import type { PayConfig } from '../../service/src/exchanges/PayConfig.ts'
import type { NamesConfig } from '../../service/src/names/NamesConfig.ts'
import type { BitcoinConfig } from '../../service/src/bitcoin/BitcoinConfig.ts'
import type { SolanaConfig } from '../../service/src/solana/SolanaConfig.ts'
import type { ServiceConfig } from '../../service/src/ServiceConfig.ts'
import type { FrameConfig } from '../../service/src/frame/FrameConfig.ts'
import { startService } from '../../service/src/startService.ts'
import type { HarnessExchange } from './deployExchange.ts'
import type { HarnessWallet } from './HarnessWallet.ts'
import { bundlerKey } from './bundlerKey.ts'
import type { SmartAccountContracts } from './SmartAccountContracts.ts'
import { pgliteTemplateDir } from './pgliteTemplateDir.ts'
import { testProjectConfig } from './testProjectConfig.ts'

/** A local chain the project service indexes and reads balances from, with the PTT token deployed. */
export interface ProjectServiceChain {
  chainId: number
  rpcUrl: string
  tokenAddress: Address
  /** The chain's local exchange: the service quotes swaps on it (PTT and PUSD offered, both suggested), and lists PUSD as a configured token. */
  exchange?: Pick<HarnessExchange, 'router' | 'factory' | 'weth' | 'dollar'>
  /** Contracts the service flags as spam (their transfers are marked, their NFTs hidden). */
  spamAddresses?: readonly Address[]
  /** The chain's ERC-4337 contracts: the service bundles user operations for its EntryPoint (`/v1/bundler`), from `bundlerKey`. */
  smartAccounts?: Pick<SmartAccountContracts, 'entryPoint'>
}

/** Options of `startProjectService`. */
export interface ProjectServiceOptions {
  /** The local chains the service indexes, with PTT as their configured token. */
  chains: readonly ProjectServiceChain[]
  /** The one valid project id; others get 403. Default `portico-demo` (the demo's). */
  projectId?: string
  /** What `/projects/{id}/origins` answers (and the origins CORS allows). Default: any port of 127.0.0.1 and localhost. */
  allowedOrigins?: readonly string[]
  /** What `/projects/{id}/config` answers. Default `testProjectConfig`. */
  config?: ProjectConfig
  /** The port on 127.0.0.1; a free one when absent. */
  port?: number
  /** The on-ramp providers the service offers (the harness's stand-ins); none when absent. */
  onramp?: OnRampConfig
  /** The exchanges the service offers to pay from (the harness's stand-in); none when absent. */
  pay?: PayConfig
  /** The account names the service registers and its EIP-3668 gateway serves; none when absent. */
  names?: NamesConfig
  /** The Esplora API of each Bitcoin network the service proxies (the harness's stand-in); none when absent. */
  bitcoin?: BitcoinConfig
  /** The JSON-RPC of each Solana network the service checks on-ramp deliveries on (the harness's local runtime); none when absent. */
  solana?: SolanaConfig
  /** The service's secure frame (its own listener, on the same database); none when absent. */
  secureFrame?: FrameConfig
}

/** A running project service. */
export interface ProjectService {
  /** Such as `http://127.0.0.1:4100`, without a trailing slash. */
  url: string
  port: number
  projectId: string
  /** The registry `/wallets` serves, in its order. */
  wallets: readonly HarnessWallet[]
  /** Changes what `/projects/{id}/origins` answers from the next request on, such as to refuse the page's origin. */
  setAllowedOrigins(origins: readonly string[]): void
  /** Changes what `/projects/{id}/config` answers from the next request on, such as to turn e-mail and social login on. */
  setConfig(next: ProjectConfig): void
  /**
   * Hangs the service from now on: requests are accepted and held, unanswered, until `resume`
   * (as a service that stopped answering does; a client that gives up closes its own).
   */
  hang(): void
  /** Answers the requests held and still open, with what the service answers now, and every later one; returns their paths. */
  resume(): string[]
  /** The paths of the requests held and still open, in arrival order (`/projects/portico-demo/config`, ...). */
  held(): string[]
  /** Resolves once the service's indexer has indexed every chain up to the head seen at the call. */
  caughtUp(): Promise<void>
  /** Closes the service and its connections; calling it again does nothing more. */
  stop(): Promise<void>
}

/**
 * The harness's fixed prices, in US dollars: ETH 3000, PTT 2 and PUSD 1, so that the Tokens tab
 * shows fiat values on the local chains (a symbol not here has no price).
 */
export const harnessPrices = { ETH: 3000, PTT: 2, PUSD: 1 } as const

/** How many wallets the harness's sample registry holds. */
const walletCount = 320

type Exchange = { request: IncomingMessage; response: ServerResponse }

const pathOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://127.0.0.1').pathname

function listen(server: ReturnType<typeof createServer>, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/**
 * Starts the real project service (`@portico/service`'s `startService`) for the harness: PGlite in
 * memory, the given chains indexed with PTT (and PUSD where the chain has an exchange) as their
 * tokens, swaps quoted on their exchanges, `harnessPrices`, one project, and a sample registry of
 * 320 wallets. It sits behind a small loopback front on `port`, which is the
 * URL clients use: the front forwards each request to the service, or holds it while `hang` is
 * on (a service that stopped answering), and forwards a request only once the changes made by
 * `setConfig`/`setAllowedOrigins` before it are stored.
 */
export async function startProjectService(options: ProjectServiceOptions): Promise<ProjectService> {
  const projectId = options.projectId ?? 'portico-demo'
  /** The requests held while hung, until forwarded or closed by their client; undefined when forwarding. */
  let hung: Exchange[] | undefined
  /** The service's stored changes, in order: a request is forwarded once those made before it are done. */
  let writes: Promise<void> = Promise.resolve()
  let service: Service | undefined

  const forward = ({ request, response }: Exchange): void => {
    const after = writes
    void after.then(() => {
      if (response.destroyed || !service) return
      const upstream = forwardRequest(
        { host: '127.0.0.1', port: service.port, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
        },
      )
      upstream.on('error', (error) => {
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message }))
        else response.destroy()
      })
      response.once('close', () => upstream.destroy())
      request.pipe(upstream)
    })
  }
  const front = createServer((request, response) => {
    if (!hung) return forward({ request, response })
    const held = { request, response }
    const list = hung
    list.push(held)
    response.once('close', () => {
      const index = list.indexOf(held)
      if (index >= 0) list.splice(index, 1)
    })
  })
  const port = await listen(front, options.port ?? 0)
  const url = `http://127.0.0.1:${port}`
  const closeFront = () =>
    new Promise<void>((resolve, reject) => {
      front.close((error) => (error ? reject(error) : resolve()))
      front.closeAllConnections()
    })

  const config: ServiceConfig = {
    host: '127.0.0.1',
    publicUrl: url,
    database: { memory: true, templateDir: pgliteTemplateDir },
    projects: [{ id: projectId, config: options.config ?? testProjectConfig, allowedOrigins: [...(options.allowedOrigins ?? ['http://127.0.0.1', 'http://localhost'])] }],
    chains: options.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: `Local chain ${chain.chainId}` })),
    tokens: options.chains.flatMap((chain) => [
      { chainId: chain.chainId, address: chain.tokenAddress },
      ...(chain.exchange ? [{ chainId: chain.chainId, address: chain.exchange.dollar }] : []),
    ]),
    swaps: {
      chains: options.chains.flatMap(({ chainId, tokenAddress, exchange }) =>
        exchange
          ? [{ chainId, router: exchange.router, factory: exchange.factory, weth: exchange.weth, tokens: [{ address: tokenAddress, suggested: true }, { address: exchange.dollar, suggested: true }] }]
          : [],
      ),
    },
    prices: { fixed: { ...harnessPrices } },
    spam: options.chains.flatMap((chain) => (chain.spamAddresses ?? []).map((address) => `eip155:${chain.chainId}:${address}`)),
    registry: { sample: walletCount },
    ...(options.onramp ? { onramp: options.onramp } : {}),
    ...(options.pay ? { pay: options.pay } : {}),
    ...(options.names ? { names: options.names } : {}),
    ...(options.bitcoin ? { bitcoin: options.bitcoin } : {}),
    ...(options.solana ? { solana: options.solana } : {}),
    ...(options.secureFrame ? { secureFrame: options.secureFrame } : {}),
    bundler: options.chains.flatMap(({ chainId, smartAccounts }) => (smartAccounts ? [{ chainId, entryPoint: smartAccounts.entryPoint, privateKey: bundlerKey }] : [])),
  }
  let wallets: HarnessWallet[] = []
  try {
    service = await startService({ config, port: 0 })
    for (let page = 1; wallets.length < walletCount; page += 1) {
      const answer = (await (await fetch(`${url}/wallets?page=${page}&entries=200`)).json()) as { data: HarnessWallet[] }
      if (answer.data.length === 0) break
      wallets = [...wallets, ...answer.data]
    }
  } catch (error) {
    await Promise.allSettled([closeFront(), service?.stop()])
    throw error
  }
  const running = service

  const write = (change: () => Promise<void>) => {
    writes = writes.then(change).catch((error: unknown) => console.error('The project service did not store a change:', error))
  }
  let stopped: Promise<void> | undefined
  return {
    url,
    port,
    projectId,
    wallets,
    setAllowedOrigins: (origins) => write(() => running.setAllowedOrigins(projectId, origins)),
    setConfig: (next) => write(() => running.setConfig(projectId, next)),
    hang() {
      hung ??= []
    },
    resume() {
      const held = hung ?? []
      hung = undefined
      for (const exchange of held) forward(exchange)
      return held.map(({ request }) => pathOf(request))
    },
    held: () => (hung ?? []).map(({ request }) => pathOf(request)),
    caughtUp: () => running.caughtUp(),
    stop: () =>
      (stopped ??= Promise.allSettled([closeFront(), running.stop()]).then((results) => {
        const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')
        if (failed) throw failed.reason
      })),
  }
}
