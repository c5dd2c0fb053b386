import type { WebSocket } from 'ws'
import * as t from 'io-ts'
import { isAddress, isSignature } from '@solana/kit'
import { decode } from '../../../kernel/src/decode.ts'
import type { SignatureStatus, SolanaLedger } from './SolanaLedger.ts'
import { SolanaRpcError } from './SolanaRpcError.ts'
import { SolanaRpcRequest } from './SolanaRpcRequest.ts'
import { solanaAccountValue } from './solanaAccountValue.ts'

type RequestId = string | number | null

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'account'; key: string; encoding: string | undefined; last: string }

const SignatureSubscribeParams = t.union([
  t.tuple([t.string]),
  t.tuple([t.string, t.union([t.partial({ commitment: t.string, enableReceivedNotification: t.boolean }), t.null])]),
])
const AccountSubscribeParams = t.union([
  t.tuple([t.string]),
  t.tuple([t.string, t.union([t.partial({ commitment: t.string, encoding: t.string }), t.null])]),
])
const UnsubscribeParams = t.tuple([t.number])

/**
 * The WebSocket side of the harness: `signatureSubscribe` (notified once, when the transaction
 * lands or at once if it has, then ended by the server, as on Solana) and `accountSubscribe`
 * (notified after each landed transaction that changed the account), with their unsubscribes.
 */
export class SolanaSubscriptions {
  private nextId = 1
  private readonly clients = new Map<WebSocket, Map<number, Subscription>>()

  constructor(private readonly ledger: SolanaLedger) {}

  /** Serves one connected client until it closes. */
  accept(socket: WebSocket): void {
    const subscriptions = new Map<number, Subscription>()
    this.clients.set(socket, subscriptions)
    const notifySignature = (subscription: number, status: SignatureStatus): void => {
      subscriptions.delete(subscription)
      const result = { context: { slot: status.slot }, value: { err: status.err } }
      send(socket, { jsonrpc: '2.0', method: 'signatureNotification', params: { result, subscription } })
    }
    const stopListening = this.ledger.onSignature((signature, status) => {
      for (const [id, subscription] of [...subscriptions]) {
        if (subscription.kind === 'signature' && subscription.signature === signature) notifySignature(id, status)
        if (subscription.kind === 'account') this.notifyAccountChange(socket, id, subscription)
      }
    })
    socket.on('close', () => {
      stopListening()
      this.clients.delete(socket)
    })
    socket.on('message', (data) => {
      let parsed: unknown
      try {
        parsed = JSON.parse(String(data))
      } catch {
        send(socket, failure(null, -32700, 'Parse error: the message is not valid JSON'))
        return
      }
      const decoded = decode(SolanaRpcRequest, parsed)
      if (!decoded.ok) {
        send(socket, failure(null, -32600, `Invalid request: ${decoded.error}`))
        return
      }
      const { method, params, id } = decoded.value
      // Notifications (web3.js pings every 5 s) get no answer.
      if (id === undefined) return
      try {
        const answer = this.answer(method, params ?? [], subscriptions, notifySignature)
        send(socket, { jsonrpc: '2.0', result: answer.result, id })
        answer.afterAnswer?.()
      } catch (error) {
        if (error instanceof SolanaRpcError) send(socket, failure(id, error.rpcCode, error.shortMessage))
        else send(socket, failure(id, -32603, `Internal error: ${String(error)}`))
      }
    })
  }

  private answer(
    method: string,
    params: unknown[],
    subscriptions: Map<number, Subscription>,
    notifySignature: (subscription: number, status: SignatureStatus) => void,
  ): { result: unknown; afterAnswer?: () => void } {
    if (method === 'signatureSubscribe') {
      const [signature] = decodeParams(SignatureSubscribeParams, params)
      if (!isSignature(signature)) throw new SolanaRpcError(-32602, `Invalid param: not a base58 signature: ${signature}`)
      const id = this.nextId++
      subscriptions.set(id, { kind: 'signature', signature })
      // Checked once the subscription's id is sent: an already landed signature is notified at once.
      const afterAnswer = (): void => {
        const status = this.ledger.status(signature)
        if (status && subscriptions.has(id)) notifySignature(id, status)
      }
      return { result: id, afterAnswer }
    }
    if (method === 'accountSubscribe') {
      const [key, config] = decodeParams(AccountSubscribeParams, params)
      if (!isAddress(key)) throw new SolanaRpcError(-32602, `Invalid param: not a base58 public key: ${key}`)
      const encoding = config?.encoding
      const last = JSON.stringify(solanaAccountValue(this.ledger.svm, key, encoding))
      const id = this.nextId++
      subscriptions.set(id, { kind: 'account', key, encoding, last })
      return { result: id }
    }
    const kind = method === 'signatureUnsubscribe' ? 'signature' : method === 'accountUnsubscribe' ? 'account' : undefined
    if (kind) {
      const [id] = decodeParams(UnsubscribeParams, params)
      if (subscriptions.get(id)?.kind !== kind) throw new SolanaRpcError(-32602, 'Invalid subscription id.')
      subscriptions.delete(id)
      return { result: true }
    }
    throw new SolanaRpcError(
      -32601,
      `Method not found: ${method} is not served by the Solana harness (signatureSubscribe, accountSubscribe and their unsubscribes are)`,
    )
  }

  private notifyAccountChange(socket: WebSocket, id: number, subscription: Subscription & { kind: 'account' }): void {
    const value = solanaAccountValue(this.ledger.svm, subscription.key, subscription.encoding)
    const text = JSON.stringify(value)
    if (text === subscription.last) return
    subscription.last = text
    const result = { context: { slot: this.ledger.slot() }, value }
    send(socket, { jsonrpc: '2.0', method: 'accountNotification', params: { result, subscription: id } })
  }

  /** How many subscriptions are open over all clients, by kind. */
  openCounts(): { signature: number; account: number } {
    const counts = { signature: 0, account: 0 }
    for (const subscriptions of this.clients.values()) {
      for (const subscription of subscriptions.values()) counts[subscription.kind] += 1
    }
    return counts
  }

  /** Closes every client connection. */
  closeAll(): void {
    for (const socket of this.clients.keys()) socket.terminate()
    this.clients.clear()
  }
}

function decodeParams<A>(codec: t.Type<A, unknown>, params: unknown[]): A {
  const decoded = decode(codec, params)
  if (!decoded.ok) throw new SolanaRpcError(-32602, `Invalid params: ${decoded.error}`)
  return decoded.value
}

function failure(id: RequestId, code: number, message: string): object {
  return { jsonrpc: '2.0', error: { code, message }, id }
}

function send(socket: WebSocket, message: object): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
}
