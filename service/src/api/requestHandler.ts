import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Queryable } from '../Database.ts'
import type { Answer } from './Answer.ts'
import { originAllowed } from './originAllowed.ts'
import type { ProjectOrigins } from './ProjectOrigins.ts'
import { routeRequest } from './routeRequest.ts'
import type { Routes } from './Routes.ts'
import { rpcProxyRequest } from '../rpc/rpcProxyRequest.ts'
import { namesRequest } from '../names/namesRequest.ts'
import { bundlerRequest } from '../bundler/bundlerRequest.ts'
import { bitcoinRequest } from '../bitcoin/bitcoinRequest.ts'
import { siwxRequest } from '../siwx/siwxRequest.ts'
import { routeLabelOf } from '../operations/routeLabelOf.ts'

/** Whether some project allows the origin (a project with no patterns allows any, as the kernel reads an empty list). */
async function allowedBySomeProject(database: Queryable, origin: string, origins: ProjectOrigins | undefined): Promise<boolean> {
  if (origins) return origins.allowedBySome(origin)
  const rows = await database.query<{ allowed_origins: unknown }>('SELECT allowed_origins FROM projects')
  return rows.some((row) => Array.isArray(row.allowed_origins) && originAllowed(origin, row.allowed_origins.filter((item): item is string => typeof item === 'string')))
}

function send(response: ServerResponse, answer: Answer, cors: Record<string, string>, head: boolean): void {
  const headers: Record<string, string> = { vary: 'Origin', 'cache-control': 'no-store', ...cors, ...answer.headers }
  if (answer.status === 204) {
    response.writeHead(204, headers).end()
    return
  }
  const contentType = answer.contentType ?? 'application/json'
  const body = answer.body instanceof Uint8Array ? answer.body : contentType === 'application/json' ? JSON.stringify(answer.body) : String(answer.body)
  headers['content-type'] = contentType
  response.writeHead(answer.status, headers).end(head ? undefined : body)
}

const requestIdPattern = /^[\w.:-]{1,128}$/

function errorAnswer(status: number, error: unknown): Answer {
  return { status, body: { error: error instanceof Error ? error.message : String(error) } }
}

/**
 * The service's HTTP handler: GET (and HEAD) by `routeRequest`, OPTIONS preflights, 405 for other
 * methods. CORS: `/projects/...` answers any origin (what it says is how a page learns its origin
 * is refused); `/v1/bundler` also answers the service's own secure frame's origin; every other
 * route answers the origins some project allows. `/health` (alive),
 * `/ready` and `/metrics` (Prometheus) come first. Each request has an id (the caller's
 * `x-request-id`, else a new UUID), answered in `x-request-id`, logged with its route, status and
 * time, and counted in the metrics.
 */
export function requestHandler(routes: Routes): (request: IncomingMessage, response: ServerResponse) => void {
  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://service.invalid')
    let parts: string[]
    try {
      parts = url.pathname.split('/').filter((part) => part !== '').map(decodeURIComponent)
    } catch {
      send(response, { status: 400, body: { error: `Malformed path: ${url.pathname}` } }, {}, false)
      return
    }
    const operations = routes.operations
    if (parts.length === 1 && parts[0] === 'health') return send(response, { status: 200, body: { status: 'ok' } }, {}, request.method === 'HEAD')
    if (operations && parts.length === 1 && parts[0] === 'ready') return send(response, await operations.ready(), {}, request.method === 'HEAD')
    if (operations && parts.length === 1 && parts[0] === 'metrics') {
      return send(response, { status: 200, body: await operations.metrics.registry.metrics(), contentType: operations.metrics.registry.contentType }, {}, request.method === 'HEAD')
    }
    const origin = request.headers.origin
    const cors: Record<string, string> = {}
    const toBundler = parts.length === 2 && parts[0] === 'v1' && parts[1] === 'bundler'
    // The secure frame's page sends its smart accounts' user operations from its own origin, which no project need allow.
    const fromFrameToBundler = toBundler && origin !== undefined && origin === routes.context.frameOrigin
    if (origin !== undefined && (parts[0] === 'projects' || fromFrameToBundler || (await allowedBySomeProject(routes.context.database, origin, routes.context.projectOrigins)))) {
      cors['access-control-allow-origin'] = origin
      cors['access-control-allow-methods'] = parts[0] === 'v1' ? 'POST, OPTIONS' : parts[0] === 'names' || parts[0] === 'bitcoin' ? 'GET, POST, OPTIONS' : parts[0] === 'siwx' ? 'GET, POST, PUT, DELETE, OPTIONS' : 'GET, OPTIONS'
      cors['access-control-allow-headers'] = request.headers['access-control-request-headers'] ?? 'accept, content-type'
      cors['access-control-max-age'] = '600'
    }
    if (request.method === 'OPTIONS') return send(response, { status: 204, body: undefined }, cors, false)
    if (request.method === 'POST' && toBundler) return send(response, await bundlerRequest(routes.context, request, url.searchParams), cors, false)
    if (request.method === 'POST' && parts.length === 1 && parts[0] === 'v1') return send(response, await rpcProxyRequest(routes, request, url.searchParams), cors, false)
    if (parts[0] === 'names') return send(response, await namesRequest(routes.context, request, parts.slice(1), url.searchParams), cors, request.method === 'HEAD')
    if (parts[0] === 'siwx') return send(response, await siwxRequest(routes.context, request, parts.slice(1)), cors, request.method === 'HEAD')
    if (parts[0] === 'bitcoin') return send(response, await bitcoinRequest(routes, request, parts.slice(1)), cors, request.method === 'HEAD')
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, { status: 405, body: { error: 'Only GET is served' }, headers: { allow: 'GET, HEAD, OPTIONS' } }, cors, false)
    }
    send(response, await routeRequest(routes, parts, url.searchParams), cors, request.method === 'HEAD')
  }
  return (request, response) => {
    const operations = routes.operations
    const given = request.headers['x-request-id']
    const requestId = typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID()
    response.setHeader('x-request-id', requestId)
    const started = process.hrtime.bigint()
    if (operations) {
      response.once('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9
        let route = 'other'
        try {
          route = routeLabelOf(new URL(request.url ?? '/', 'http://service.invalid').pathname.split('/').filter((part) => part !== ''))
        } catch {
          // A malformed URL counts as other.
        }
        operations.metrics.observeRequest(route, request.method ?? 'GET', response.statusCode, seconds)
        operations.logger.info({ requestId, method: request.method, route, status: response.statusCode, ms: Math.round(seconds * 1e4) / 10 }, 'request')
      })
    }
    handle(request, response).catch((error: unknown) => {
      operations?.logger.error({ requestId, err: error }, 'request failed')
      if (!response.headersSent) send(response, errorAnswer(500, error), {}, false)
      else response.destroy()
    })
  }
}
