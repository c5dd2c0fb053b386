import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { LiteSVM } from 'litesvm'
import { WebSocketServer } from 'ws'
import { answerSolanaRpc } from './answerSolanaRpc.ts'
import { SolanaLedger } from './SolanaLedger.ts'
import { solanaRpcMethods } from './solanaRpcMethods.ts'
import { SolanaSubscriptions } from './SolanaSubscriptions.ts'

/** Options of {@link startSolanaRpc}. */
export interface SolanaRpcOptions {
  /** The HTTP port; the WebSocket also listens on port + 1. A free pair is chosen when omitted. */
  port?: number
}

/** A running Solana JSON-RPC harness. */
export interface SolanaRpc {
  /** `http://127.0.0.1:<port>`: give it to `new Connection(rpcUrl)` as is. */
  rpcUrl: string
  /** `ws://127.0.0.1:<port + 1>`, where web3.js looks by default (the HTTP port also accepts upgrades). */
  wsUrl: string
  /** The Solana VM behind it, for setting up state directly. */
  svm: LiteSVM
  /** Open WebSocket subscriptions by kind; a signature one stays open until its transaction lands. */
  openSubscriptions(): { signature: number; account: number }
  /** Closes every connection and both listeners. */
  stop(): Promise<void>
}

const maxBodyBytes = 5 * 1024 * 1024
const loopbackOrigin = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/

function isAllowedOrigin(origin: string | undefined): boolean {
  return origin === undefined || loopbackOrigin.test(origin)
}

function respond(response: ServerResponse, status: number, body?: object): void {
  if (body === undefined) {
    response.writeHead(status).end()
    return
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function handle(request: IncomingMessage, response: ServerResponse, ledger: SolanaLedger): void {
  const origin = request.headers.origin
  if (origin !== undefined && loopbackOrigin.test(origin)) {
    response.setHeader('access-control-allow-origin', origin)
    response.setHeader('vary', 'Origin')
  }
  if (request.method === 'OPTIONS') {
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
    response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'content-type')
    response.setHeader('access-control-max-age', '600')
    respond(response, 204)
    return
  }
  if (request.method !== 'POST') {
    respond(response, 405, { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request: use POST with a JSON-RPC body' }, id: null })
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  request.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > maxBodyBytes) {
      respond(response, 413, { jsonrpc: '2.0', error: { code: -32600, message: 'Invalid request: body too large' }, id: null })
      request.destroy()
      return
    }
    chunks.push(chunk)
  })
  request.on('end', () => {
    if (response.headersSent) return
    const answer = answerSolanaRpc(Buffer.concat(chunks).toString('utf8'), solanaRpcMethods, ledger)
    respond(response, 200, answer ?? [])
  })
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error)
    server.once('error', onError)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.closeAllConnections()
    server.close(() => resolve())
  })
}

/** Binds the HTTP server on `port` (or a free one) and the WebSocket one on the port after it. */
async function listenPair(http: Server, websocket: Server, port: number | undefined): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    const httpPort = await listen(http, port ?? 0)
    try {
      await listen(websocket, httpPort + 1)
      return httpPort
    } catch (error) {
      await close(http)
      if (port !== undefined || attempt >= 20) throw error
    }
  }
}

/**
 * Starts a Solana JSON-RPC 2.0 server on 127.0.0.1 over a fresh LiteSVM: HTTP POSTs (single and
 * batch) on `port`, and the signature WebSocket on `port + 1`, as web3.js derives it.
 */
export async function startSolanaRpc(options: SolanaRpcOptions = {}): Promise<SolanaRpc> {
  const ledger = new SolanaLedger()
  const subscriptions = new SolanaSubscriptions(ledger)
  const sockets = new WebSocketServer({ noServer: true })
  const http = createServer((request, response) => handle(request, response, ledger))
  const websocket = createServer((request, response) => handle(request, response, ledger))
  for (const server of [http, websocket]) {
    server.on('upgrade', (request, socket, head) => {
      if (!isAllowedOrigin(request.headers.origin)) {
        socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
        return
      }
      sockets.handleUpgrade(request, socket, head, (client) => subscriptions.accept(client))
    })
  }
  const port = await listenPair(http, websocket, options.port)
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port + 1}`,
    svm: ledger.svm,
    openSubscriptions: () => subscriptions.openCounts(),
    stop: async () => {
      subscriptions.closeAll()
      await new Promise<void>((resolve) => sockets.close(() => resolve()))
      await Promise.all([close(http), close(websocket)])
    },
  }
}
