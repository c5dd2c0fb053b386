import { createServer } from 'node:http'
import type { IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { WebSocketServer } from 'ws'
import type { RawData, WebSocket } from 'ws'
import { RelayConnection } from './RelayConnection.ts'
import type { RelayConnectionInfo } from './RelayConnection.ts'
import { RelayHub } from './RelayHub.ts'
import { verifyRelayAuth } from './verifyRelayAuth.ts'

/** Options of {@link startRelay}. */
export interface RelayOptions {
  /** Port on the host; a free one is chosen when omitted (tests). */
  port?: number
  /** Only loopback: the default and the only address the harness uses. */
  host?: '127.0.0.1'
  /** When given, a connection with another `projectId` query parameter is refused (401). */
  projectId?: string
  /** Milliseconds between WebSocket pings; core closes a socket it has not heard from in 35 s. Default 20 000. */
  pingIntervalMs?: number
}

/** One WebSocket upgrade the relay was asked for, accepted or refused. */
export interface RelayConnectionAttempt {
  remoteAddress: string
  /** The path and query asked for. */
  url: string
  origin?: string
  accepted: boolean
  /** Why it was refused. */
  reason?: string
}

/** A running local WalletConnect relay. */
export interface Relay {
  /** `ws://127.0.0.1:<port>`: the `relayUrl` to give `@walletconnect/core`, `UniversalProvider` or `WalletKit`. */
  url: string
  port: number
  /** The sockets open now, with their client ids. */
  connections(): RelayConnectionInfo[]
  /** Every upgrade asked for since start, in order. */
  attempts(): readonly RelayConnectionAttempt[]
  /** How many unexpired messages the mailbox holds, on a topic or on all. */
  heldMessages(topic?: string): number
  /** How many messages were published on a topic since start, expired ones included (the same envelope twice counts once). */
  publishedMessages(topic: string): number
  /** Closes every open socket, as a network drop would; clients reconnect on their own. */
  dropConnections(): void
  /** Closes every socket and the listener. */
  stop(): Promise<void>
}

const defaultPingIntervalMs = 20_000

function refuseUnauthorized(socket: Socket, text: string): void {
  socket.end(`HTTP/1.1 401 Unauthorized\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`)
}

/**
 * Starts a WalletConnect relay on 127.0.0.1 speaking what `@walletconnect/core` 2.25 sends: the
 * `irn_*` subscribe, publish and fetch methods, `wc_proposeSession` and `wc_approveSession`,
 * `irn_subscription` pushes with a mailbox (messages wait for subscribers), WebSocket pings, and
 * the `auth` JWT checked on upgrade (HTTP 401 when missing or invalid).
 */
export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const hub = new RelayHub()
  const attempts: RelayConnectionAttempt[] = []
  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain' }).end('This is a WalletConnect relay: open a WebSocket.')
  })
  const webSocketServer = new WebSocketServer({ noServer: true })

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    void accept(request, socket, head)
  })

  async function accept(request: IncomingMessage, socket: Socket, head: Buffer): Promise<void> {
    const path = request.url ?? '/'
    const query = new URL(path, `http://${host}`).searchParams
    const origin = request.headers.origin
    const attempt: RelayConnectionAttempt = { remoteAddress: socket.remoteAddress ?? '', url: path, accepted: false, ...(origin !== undefined ? { origin } : {}) }
    attempts.push(attempt)
    const projectId = query.get('projectId') ?? ''
    const auth = await verifyRelayAuth(query.get('auth'))
    if (!auth.ok) {
      attempt.reason = auth.reason
      refuseUnauthorized(socket, auth.reason)
      return
    }
    if (projectId === '' || (options.projectId !== undefined && projectId !== options.projectId)) {
      attempt.reason = `unknown project id '${projectId}'`
      refuseUnauthorized(socket, attempt.reason)
      return
    }
    attempt.accepted = true
    const userAgent = query.get('ua')
    const info: RelayConnectionInfo = {
      clientId: auth.clientId,
      remoteAddress: attempt.remoteAddress,
      projectId,
      url: path,
      ...(origin !== undefined ? { origin } : {}),
      ...(userAgent !== null ? { userAgent } : {}),
    }
    webSocketServer.handleUpgrade(request, socket, head, (webSocket: WebSocket) => {
      const connection = new RelayConnection(webSocket, info)
      hub.add(connection)
      webSocket.on('message', (data: RawData, isBinary: boolean) => {
        if (!isBinary) hub.receive(connection, data.toString())
      })
      webSocket.on('pong', () => {
        connection.awaitingPong = false
      })
      webSocket.on('close', () => hub.remove(connection))
      webSocket.on('error', () => webSocket.terminate())
    })
  }

  const pingTimer = setInterval(() => {
    for (const connection of hub.connections) {
      if (connection.awaitingPong) {
        connection.socket.terminate()
        continue
      }
      connection.awaitingPong = true
      connection.socket.ping()
    }
  }, options.pingIntervalMs ?? defaultPingIntervalMs)
  pingTimer.unref()

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo

  let stopped: Promise<void> | undefined
  return {
    url: `ws://${host}:${port}`,
    port,
    connections: () => [...hub.connections].map((connection) => connection.info),
    attempts: () => attempts,
    heldMessages: (topic?: string) => hub.mailbox.count(topic),
    publishedMessages: (topic: string) => hub.published.get(topic) ?? 0,
    dropConnections() {
      for (const connection of hub.connections) connection.socket.terminate()
    },
    stop: () =>
      (stopped ??= new Promise<void>((resolve, reject) => {
        clearInterval(pingTimer)
        for (const client of webSocketServer.clients) client.terminate()
        webSocketServer.close()
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      })),
  }
}
