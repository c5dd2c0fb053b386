import type { IncomingMessage, ServerResponse } from 'node:http'
import { SiwxVerificationError } from '../errors.ts'
import { isLoopbackOrigin } from './isLoopbackOrigin.ts'
import type { SiwxServer } from './createSiwxServer.ts'

/** Options of `createSiwxRequestHandler`. */
export interface SiwxRequestHandlerOptions {
  /** The path the two routes sit under; `/siwx` by default (`GET /siwx/nonce`, `POST /siwx/verify`). */
  basePath?: string
  /** Which page origins may call the routes from a browser (CORS); loopback origins by default. */
  allowOrigin?: (origin: string) => boolean
  /** The largest request body read, in bytes; 64 KiB by default. */
  maxBodyBytes?: number
}

/** A `node:http` handler: true when it answered the request, false when the path is not its own. */
export type SiwxRequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>

class BodyTooLarge extends Error {}

function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) {
        reject(new BodyTooLarge())
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
  response.end(JSON.stringify(body))
}

/**
 * Serves a SIWX server over HTTP for a host's backend: `GET <base>/nonce` answers `{ nonce }`,
 * `POST <base>/verify` takes a session as JSON and answers `{ ok: true, chainId, address,
 * expiresAt }`, or `{ ok: false, code, message }` with 400 (malformed) or 401 (refused).
 */
export function createSiwxRequestHandler(server: SiwxServer, options: SiwxRequestHandlerOptions = {}): SiwxRequestHandler {
  const basePath = options.basePath ?? '/siwx'
  const allowOrigin = options.allowOrigin ?? isLoopbackOrigin
  const maxBodyBytes = options.maxBodyBytes ?? 64 * 1024

  return async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path !== `${basePath}/nonce` && path !== `${basePath}/verify`) return false
    const origin = request.headers.origin
    if (origin !== undefined && allowOrigin(origin)) {
      response.setHeader('access-control-allow-origin', origin)
      response.setHeader('vary', 'Origin')
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' })
      response.end()
      return true
    }
    if (path === `${basePath}/nonce` && request.method === 'GET') {
      sendJson(response, 200, { nonce: await server.issueNonce() })
      return true
    }
    if (path === `${basePath}/verify` && request.method === 'POST') {
      let session: unknown
      try {
        session = JSON.parse(await readBody(request, maxBodyBytes))
      } catch (error) {
        if (error instanceof BodyTooLarge) sendJson(response, 413, { ok: false, code: 'MALFORMED', message: 'The request body is too large' })
        else sendJson(response, 400, { ok: false, code: 'MALFORMED', message: 'The request body is not JSON' })
        return true
      }
      try {
        const verified = await server.verifySession(session)
        sendJson(response, 200, { ok: true, chainId: verified.chainId, address: verified.address, expiresAt: verified.expiresAt ?? null })
      } catch (error) {
        if (!(error instanceof SiwxVerificationError)) throw error
        sendJson(response, error.code === 'MALFORMED' ? 400 : 401, { ok: false, code: error.code, message: error.shortMessage })
      }
      return true
    }
    response.writeHead(405, { allow: path.endsWith('/nonce') ? 'GET, OPTIONS' : 'POST, OPTIONS' })
    response.end()
    return true
  }
}
