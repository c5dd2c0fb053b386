import { createHash } from 'node:crypto'
import { createServer, request as forwardRequest } from 'node:http'
import type { IncomingMessage } from 'node:http'
import { decode } from '@portico/kernel/extend'
import * as t from 'io-ts'
import { listenOnLoopback } from './listenOnLoopback.ts'

/** Options of `startFrameFront`. */
export interface FrameFrontOptions {
  /** The port on 127.0.0.1 the front listens on (the frame origin's); a free one when absent. */
  port?: number
  /** The port on 127.0.0.1 of the service's frame listener it forwards to. */
  framePort: number
  /** Funds a new embedded wallet's EVM address; the wallet's creation is answered once it resolves. */
  fund(address: string): Promise<void>
}

/** A running frame front. */
export interface FrameFront {
  /** Such as `http://127.0.0.1:8557`, without a trailing slash: the frame origin the apps embed. */
  url: string
  port: number
  /** Closes the front and its connections (the frame origin stops answering); calling it again does nothing more. */
  stop(): Promise<void>
}

const DeviceBody = t.type({ deviceId: t.string })
const WalletBody = t.type({ addresses: t.type({ eip155: t.string }) })

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks)))
    request.on('error', reject)
  })
}

function parsedJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'))
  } catch {
    return undefined
  }
}

/** A private (RFC 1918) address of its own for a device: what names it (its deviceId, or its session's token) hashed into 10.0.0.0/8. */
function deviceAddress(device: string): string {
  const [a, b, c] = createHash('sha256').update(device).digest()
  return `10.${a ?? 0}.${b ?? 0}.${c ?? 0}`
}

/**
 * The harness's front of the service's secure frame listener, a loopback stand-in for the TLS
 * proxy a host puts before it (the frame runs with `trustProxy`). It forwards every request and
 * answer unchanged, and adds two things the harness needs:
 * - the harness's faucet: when the frame stores a new user's wallet (`POST /api/wallet` answered
 *   200), it funds the wallet's EVM address before the page gets the answer, so a new e-mail user
 *   starts with funds (`fund` is the harness's: with smart accounts it funds the user's Safe too);
 * - each device gets a client address of its own in `X-Forwarded-For` (its `deviceId` hashed into
 *   10.0.0.0/8; a request without one, by its session's Authorization header: a signed-in user's
 *   e-mail change), as users on their own networks have: every browser here connects from 127.0.0.1,
 *   and SPEC §5's 30 s rule, which the service also keeps per client address, would otherwise make
 *   each test's logins wait on each other's. The per-address rule itself is tested in the service.
 */
export async function startFrameFront(options: FrameFrontOptions): Promise<FrameFront> {
  const server = createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const json = parsedJson(body)
      const device = decode(DeviceBody, json)
      const session = request.headers.authorization
      const client = device.ok ? deviceAddress(device.value.deviceId) : session ? deviceAddress(session) : (request.socket.remoteAddress ?? '127.0.0.1')
      const headers = { ...request.headers, 'x-forwarded-for': client, 'content-length': String(body.length) }
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
      const forward = (attempt: number): void => {
        const upstream = forwardRequest({ host: '127.0.0.1', port: options.framePort, method: request.method, path: request.url, headers }, (answer) => {
          const created = request.method === 'POST' && path === '/api/wallet' && answer.statusCode === 200 ? decode(WalletBody, json) : undefined
          const funded = created?.ok ? options.fund(created.value.addresses.eip155) : Promise.resolve()
          funded.then(
            () => {
              response.writeHead(answer.statusCode ?? 502, answer.headers)
              answer.pipe(response)
            },
            (error: unknown) => {
              answer.resume()
              response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: `The harness could not fund the wallet: ${String(error)}`, code: 'INTERNAL_ERROR' }))
            },
          )
        })
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          // A kept-alive connection the frame's server was closing as idle resets the request (the
          // page saw a 502 in the middle of a Farcaster login's polling): it is sent once more.
          if (attempt === 0 && upstream.reusedSocket && error.code === 'ECONNRESET') {
            forward(1)
            return
          }
          if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.message, code: 'INTERNAL_ERROR' }))
          else response.destroy()
        })
        response.once('close', () => upstream.destroy())
        upstream.end(body)
      }
      forward(0)
    })
  })
  const { port, stop } = await listenOnLoopback(server, options.port)
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop,
  }
}
