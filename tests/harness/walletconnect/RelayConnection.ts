import type { WebSocket } from 'ws'
import type { RelayMessage } from './RelayMailbox.ts'
import { RelayJson } from './RelayJson.ts'

/** What the relay knows of a client when its socket is accepted. */
export interface RelayConnectionInfo {
  /** The `iss` of the client's auth token: `did:key:z6Mk...`, the same id `core.crypto.getClientId()` gives. */
  clientId: string
  /** The socket's peer address, such as `127.0.0.1`. */
  remoteAddress: string
  /** The `Origin` header of the upgrade, sent by browsers. */
  origin?: string
  /** The `projectId` query parameter. */
  projectId: string
  /** The `ua` query parameter, such as `wc-2/js-2.25.0/linux/node`. */
  userAgent?: string
  /** The path and query the client opened. */
  url: string
}

/** One accepted socket: its client, the topics it is subscribed to and the pushes it has not acknowledged. */
export class RelayConnection {
  /** Subscription ids by topic. */
  readonly subscriptions = new Map<string, string>()
  /** Messages pushed in `irn_subscription` requests, by request id, until the client acknowledges them. */
  readonly unacknowledged = new Map<number, RelayMessage>()
  /** Set when a ping goes out, cleared by the pong; a socket still waiting at the next ping is closed. */
  awaitingPong = false
  readonly socket: WebSocket
  readonly info: RelayConnectionInfo

  constructor(socket: WebSocket, info: RelayConnectionInfo) {
    this.socket = socket
    this.info = info
  }

  /** Sends one JSON-RPC frame if the socket is still open. */
  send(frame: object): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(RelayJson.stringify(frame))
  }

  /** Pushes a held message as an `irn_subscription` request under the topic's subscription id. */
  push(message: RelayMessage, requestId: number): void {
    const subscriptionId = this.subscriptions.get(message.topic)
    if (subscriptionId === undefined) return
    this.unacknowledged.set(requestId, message)
    this.send({
      jsonrpc: '2.0',
      id: requestId,
      method: 'irn_subscription',
      params: {
        id: subscriptionId,
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          // An empty attestation tells the receiving client that there is none to check: without it
          // the client would ask verify.walletconnect.org for one.
          attestation: message.attestation ?? '',
          ...(message.tag !== undefined ? { tag: message.tag } : {}),
        },
      },
    })
  }
}
