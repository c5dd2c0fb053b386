import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isAddress } from 'viem'
import type { ProjectConfig } from '../../kernel/src/config/ProjectConfig.ts'
import type { HarnessWallet } from './HarnessWallet.ts'
import { generateWallets } from './generateWallets.ts'
import { initialsImage } from './initialsImage.ts'
import { queryWallets } from './queryWallets.ts'
import { readBalances } from './readBalances.ts'
import type { BalanceChain, BalanceReader } from './readBalances.ts'
import { testProjectConfig } from './testProjectConfig.ts'

/** Options of `startProjectService`. */
export interface ProjectServiceOptions {
  /** The local chains `/balances` reads. */
  chains: readonly BalanceChain[]
  /** The one valid project id; others get 403. Default `portico-demo` (the demo's). */
  projectId?: string
  /** What `/projects/{id}/origins` answers. Default: any port of 127.0.0.1 and localhost. */
  allowedOrigins?: readonly string[]
  /** What `/projects/{id}/config` answers. Default `testProjectConfig`. */
  config?: ProjectConfig
  /** The port on 127.0.0.1; a free one when absent. */
  port?: number
}

/** A running project service. */
export interface ProjectService {
  /** Such as `http://127.0.0.1:4100`, without a trailing slash. */
  url: string
  port: number
  projectId: string
  /** The registry `/wallets` serves. */
  wallets: readonly HarnessWallet[]
  /** Changes what `/projects/{id}/origins` answers from now on, such as to refuse the page's origin. */
  setAllowedOrigins(origins: readonly string[]): void
  /** Changes what `/projects/{id}/config` answers from now on, such as to turn e-mail and social login on. */
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
  /** Closes the server and its connections; calling it again does nothing more. */
  stop(): Promise<void>
}

const loopbackOrigin = /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/
const tokenImages = new Map([
  ['eth', initialsImage({ id: 'eth', name: 'Ether' })],
  ['ptt', initialsImage({ id: 'ptt', name: 'Portico Test' })],
])

type Answer = { status: number; body: unknown; type?: 'json' | 'svg' }

function send(request: IncomingMessage, response: ServerResponse, answer: Answer): void {
  const origin = request.headers.origin
  const headers: Record<string, string> = { vary: 'Origin', 'cache-control': 'no-store' }
  // CORS for pages served on loopback (the demo and the browser tests, on any port).
  if (origin !== undefined && loopbackOrigin.test(origin)) {
    headers['access-control-allow-origin'] = origin
    headers['access-control-allow-methods'] = 'GET, OPTIONS'
    headers['access-control-allow-headers'] = 'accept, content-type'
  }
  if (answer.status === 204) {
    response.writeHead(204, headers).end()
    return
  }
  const svg = answer.type === 'svg'
  headers['content-type'] = svg ? 'image/svg+xml' : 'application/json'
  response.writeHead(answer.status, headers).end(svg ? String(answer.body) : JSON.stringify(answer.body))
}

const notFound: Answer = { status: 404, body: { error: 'Not found' } }

/**
 * Starts the harness's project service on 127.0.0.1 (the contract of the kernel's
 * `loadProjectConfig` and `ProjectWalletRegistry`):
 * - `GET /projects/{projectId}/config` -> `ProjectConfig`, `GET /projects/{projectId}/origins` ->
 *   `{ allowedOrigins }`, both 403 `{ error }` for another project id;
 * - `GET /wallets?page&entries&include&exclude&search` -> `{ count, data }` over 320 wallets;
 * - `GET /images/wallets/{id}.svg`, `GET /images/tokens/{eth|ptt}.svg` -> generated SVGs;
 * - `GET /balances/{address}?chainId=eip155:{id}` -> `{ balances: TokenBalance[] }` read from
 *   the chain (400 for a bad address or an unknown chain, 502 when the chain cannot be read).
 * Answers carry CORS headers for loopback origins.
 */
export async function startProjectService(options: ProjectServiceOptions): Promise<ProjectService> {
  const projectId = options.projectId ?? 'portico-demo'
  let allowedOrigins = [...(options.allowedOrigins ?? ['http://127.0.0.1', 'http://localhost'])]
  let config = options.config ?? testProjectConfig
  let wallets: HarnessWallet[] = []
  let walletImages = new Map<string, string>()
  const readers = new Map<string, BalanceReader>()

  async function answer(request: IncomingMessage): Promise<Answer> {
    if (request.method === 'OPTIONS') return { status: 204, body: undefined }
    if (request.method !== 'GET') return { status: 405, body: { error: 'Only GET is served' } }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const parts = url.pathname.split('/').filter((part) => part !== '').map(decodeURIComponent)
    const [first, second, third] = parts
    if (first === 'projects' && parts.length === 3 && (third === 'config' || third === 'origins')) {
      if (second !== projectId) return { status: 403, body: { error: `Invalid project id: ${second}` } }
      return { status: 200, body: third === 'config' ? config : { allowedOrigins } }
    }
    if (first === 'wallets' && parts.length === 1) return queryWallets(wallets, url.searchParams)
    if (first === 'images' && parts.length === 3 && third?.endsWith('.svg')) {
      const images = second === 'wallets' ? walletImages : second === 'tokens' ? tokenImages : undefined
      const image = images?.get(third.slice(0, -'.svg'.length))
      return image === undefined ? notFound : { status: 200, body: image, type: 'svg' }
    }
    if (first === 'balances' && parts.length === 2 && second !== undefined) {
      if (!isAddress(second, { strict: false })) return { status: 400, body: { error: `Not an address: ${second}` } }
      const chainId = url.searchParams.get('chainId') ?? ''
      const reader = readers.get(chainId)
      if (!reader) return { status: 400, body: { error: `Unknown chainId "${chainId}": expected one of ${[...readers.keys()].join(', ')}` } }
      try {
        return { status: 200, body: { balances: await reader(second) } }
      } catch (error) {
        return { status: 502, body: { error: `The chain ${chainId} could not be read: ${error instanceof Error ? error.message : String(error)}` } }
      }
    }
    return notFound
  }

  const reply = (request: IncomingMessage, response: ServerResponse): void => {
    answer(request).then(
      (result) => send(request, response, result),
      (error: unknown) => send(request, response, { status: 500, body: { error: error instanceof Error ? error.message : String(error) } }),
    )
  }
  /** The requests held while hung, until answered or closed by their client; undefined when answering. */
  let hung: { request: IncomingMessage; response: ServerResponse }[] | undefined
  const server = createServer((request, response) => {
    if (!hung) return reply(request, response)
    const held = { request, response }
    const list = hung
    list.push(held)
    response.once('close', () => {
      const index = list.indexOf(held)
      if (index >= 0) list.splice(index, 1)
    })
  })
  const pathOf = (request: IncomingMessage) => new URL(request.url ?? '/', 'http://127.0.0.1').pathname
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  const url = `http://127.0.0.1:${port}`
  wallets = generateWallets(url)
  walletImages = new Map(wallets.map((wallet) => [wallet.id, initialsImage(wallet)]))
  for (const chain of options.chains) readers.set(`eip155:${chain.chainId}`, readBalances(chain, url))

  let stopped: Promise<void> | undefined
  return {
    url,
    port,
    projectId,
    wallets,
    setAllowedOrigins(origins) {
      allowedOrigins = [...origins]
    },
    setConfig(next) {
      config = next
    },
    hang() {
      hung ??= []
    },
    resume() {
      const held = hung ?? []
      hung = undefined
      for (const { request, response } of held) reply(request, response)
      return held.map(({ request }) => pathOf(request))
    },
    held: () => (hung ?? []).map(({ request }) => pathOf(request)),
    stop: () =>
      (stopped ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })),
  }
}
