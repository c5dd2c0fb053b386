import { createHash } from 'node:crypto'
import type * as t from 'io-ts'
import { decode } from '@portico/kernel/extend'
import type { RelayConnection } from './RelayConnection.ts'
import { RelayJson } from './RelayJson.ts'
import { RelayMailbox } from './RelayMailbox.ts'
import type { RelayMessageInput } from './RelayMailbox.ts'
import { relayMethodParams } from './relayMethodParams.ts'
import { RelayRequest } from './RelayRequest.ts'
import { RelayResponse } from './RelayResponse.ts'
import type { RelayRpcId } from './RelayRpcId.ts'

type RelayMethod = keyof typeof relayMethodParams
type ParamsOf<M extends RelayMethod> = t.TypeOf<(typeof relayMethodParams)[M]>

/** The tags the relay puts on the two messages of `wc_approveSession` (those of the sign protocol's proposal answer and settlement). */
const approveTags = { proposalResponse: 1101, settlement: 1102 } as const
/** Seconds a message lives when its publisher gave no time to live (`wc_approveSession` may not). */
const defaultTtlSeconds = 300

function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(relayMethodParams, method)
}

/**
 * The relay's routing: which connection is subscribed to which topic, the mailbox, and the answer
 * to each JSON-RPC frame. Malformed frames are answered with JSON-RPC errors and leave the socket open.
 */
export class RelayHub {
  readonly mailbox = new RelayMailbox()
  readonly connections = new Set<RelayConnection>()
  /** How many distinct messages were published on each topic, expired ones included. */
  readonly published = new Map<string, number>()
  private nextPushId = 1

  /** Starts routing for a newly accepted socket. */
  add(connection: RelayConnection): void {
    this.connections.add(connection)
  }

  /** Forgets a closed socket; what it did not acknowledge stays in the mailbox. */
  remove(connection: RelayConnection): void {
    this.connections.delete(connection)
  }

  /** Handles one text frame from a connection: a request is answered, an acknowledgement is noted. */
  receive(connection: RelayConnection, text: string): void {
    let frame: unknown
    try {
      frame = RelayJson.parse(text)
    } catch {
      connection.send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the frame is not JSON' } })
      return
    }
    if (isAnswer(frame)) {
      const response = decode(RelayResponse, frame)
      if (response.ok) this.acknowledge(connection, response.value)
      else connection.send({ jsonrpc: '2.0', id: idOf(frame), error: { code: -32600, message: `Invalid response: ${response.error}` } })
      return
    }
    const request = decode(RelayRequest, frame)
    if (!request.ok) {
      connection.send({ jsonrpc: '2.0', id: idOf(frame), error: { code: -32600, message: `Invalid request: ${request.error}` } })
      return
    }
    this.answer(connection, request.value)
  }

  private answer(connection: RelayConnection, request: RelayRequest): void {
    const { id, method } = request
    if (!isRelayMethod(method)) {
      connection.send({ jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } })
      return
    }
    const params = decode(relayMethodParams[method] as t.Type<unknown>, request.params)
    if (!params.ok) {
      connection.send({ jsonrpc: '2.0', id, error: { code: -32602, message: `Invalid params: ${params.error}` } })
      return
    }
    const result = this.run(connection, method, params.value as never)
    connection.send({ jsonrpc: '2.0', id, result })
    // Held messages follow the answer, so that the client knows the subscription they come under.
    this.deliverPending(connection)
  }

  private run<M extends RelayMethod>(connection: RelayConnection, method: M, params: ParamsOf<M>): unknown {
    const clientId = connection.info.clientId
    switch (method) {
      case 'irn_subscribe': {
        const { topic } = params as ParamsOf<'irn_subscribe'>
        return this.subscribe(connection, topic)
      }
      case 'irn_batchSubscribe':
        return (params as ParamsOf<'irn_batchSubscribe'>).topics.map((topic) => this.subscribe(connection, topic))
      case 'irn_unsubscribe':
        connection.subscriptions.delete((params as ParamsOf<'irn_unsubscribe'>).topic)
        return true
      case 'irn_batchUnsubscribe':
        for (const { topic } of (params as ParamsOf<'irn_batchUnsubscribe'>).subscriptions) connection.subscriptions.delete(topic)
        return true
      case 'irn_publish':
        this.publish(connection, { ...(params as ParamsOf<'irn_publish'>), publisherClientId: clientId })
        return true
      case 'irn_batchPublish':
        for (const message of (params as ParamsOf<'irn_batchPublish'>).messages) this.publish(connection, { ...message, publisherClientId: clientId })
        return true
      case 'irn_batchFetchMessages':
        return { messages: this.fetch(connection, (params as ParamsOf<'irn_batchFetchMessages'>).topics), hasMore: false }
      case 'wc_proposeSession': {
        const { pairingTopic, sessionProposal, ttl, tag, attestation } = params as ParamsOf<'wc_proposeSession'>
        this.subscribe(connection, pairingTopic)
        this.publish(connection, { topic: pairingTopic, message: sessionProposal, ttl: ttl ?? defaultTtlSeconds, publisherClientId: clientId, ...optional({ tag, attestation }) })
        return true
      }
      case 'wc_approveSession': {
        const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl, attestation } = params as ParamsOf<'wc_approveSession'>
        this.subscribe(connection, sessionTopic)
        const lifetime = ttl ?? defaultTtlSeconds
        this.publish(connection, { topic: pairingTopic, message: sessionProposalResponse, ttl: lifetime, tag: approveTags.proposalResponse, publisherClientId: clientId, ...optional({ attestation }) })
        this.publish(connection, { topic: sessionTopic, message: sessionSettlementRequest, ttl: lifetime, tag: approveTags.settlement, publisherClientId: clientId, ...optional({ attestation }) })
        return true
      }
      default:
        return method satisfies never
    }
  }

  /** Subscribes a connection to a topic; the id is the one the client computes itself (sha256 of topic and client id). */
  private subscribe(connection: RelayConnection, topic: string): string {
    const id = createHash('sha256').update(topic + connection.info.clientId).digest('hex')
    connection.subscriptions.set(topic, id)
    return id
  }

  private publish(publisher: RelayConnection, input: RelayMessageInput): void {
    const held = this.mailbox.count(input.topic)
    const message = this.mailbox.add(input)
    if (this.mailbox.count(input.topic) > held) this.published.set(input.topic, (this.published.get(input.topic) ?? 0) + 1)
    for (const connection of this.connections) {
      if (connection === publisher || connection.info.clientId === input.publisherClientId) continue
      if (!connection.subscriptions.has(message.topic) || message.deliveredTo.has(connection.info.clientId)) continue
      connection.push(message, this.nextPushId++)
    }
  }

  private fetch(connection: RelayConnection, topics: readonly string[]): object[] {
    return topics.flatMap((topic) =>
      this.mailbox.pendingFor(topic, connection.info.clientId).map((message) => {
        this.mailbox.markDelivered(message, connection.info.clientId)
        return { topic: message.topic, message: message.message, publishedAt: message.publishedAt, attestation: message.attestation ?? '', ...optional({ tag: message.tag }) }
      }),
    )
  }

  /** Pushes every held message on the connection's topics that its client has not received nor is being sent. */
  private deliverPending(connection: RelayConnection): void {
    const inFlight = new Set(connection.unacknowledged.values())
    for (const topic of connection.subscriptions.keys()) {
      for (const message of this.mailbox.pendingFor(topic, connection.info.clientId)) {
        if (!inFlight.has(message)) connection.push(message, this.nextPushId++)
      }
    }
  }

  private acknowledge(connection: RelayConnection, response: RelayResponse): void {
    if (typeof response.id !== 'number') return
    const message = connection.unacknowledged.get(response.id)
    if (!message) return
    connection.unacknowledged.delete(response.id)
    if ('result' in response && response.result === true) this.mailbox.markDelivered(message, connection.info.clientId)
  }
}

/** A frame without a method but with a result or an error answers one of the relay's pushes. */
function isAnswer(frame: unknown): boolean {
  return typeof frame === 'object' && frame !== null && !('method' in frame) && ('result' in frame || 'error' in frame)
}

function idOf(frame: unknown): RelayRpcId | null {
  if (typeof frame !== 'object' || frame === null || !('id' in frame)) return null
  const { id } = frame
  return typeof id === 'number' || typeof id === 'string' || typeof id === 'bigint' ? id : null
}

function optional<T extends object>(members: T): Partial<T> {
  return Object.fromEntries(Object.entries(members).filter(([, value]) => value !== undefined)) as Partial<T>
}
