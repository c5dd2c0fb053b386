import type { WebSocket } from 'ws'
import * as t from 'io-ts'
import { isSignature } from '@solana/kit'
import { decode } from '../../../kernel/src/decode.ts'
import type { SignatureStatus, SolanaLedger } from './SolanaLedger.ts'
import { SolanaRpcRequest } from './SolanaRpcRequest.ts'

type RequestId = string | number | null

const SignatureSubscribeParams = t.union([
  t.tuple([t.string]),
  t.tuple([t.string, t.union([t.partial({ commitment: t.string, enableReceivedNotification: t.boolean }), t.null])]),
])
const UnsubscribeParams = t.tuple([t.number])

/**
 * The WebSocket side of the harness: `signatureSubscribe` and `signatureUnsubscribe`, as web3.js's
 * `confirmTransaction` uses them. A subscription is notified once, when its transaction lands (at
 * once if it already has), then ends on the server side, as on Solana.
 */
export class SolanaSubscriptions {
  private nextId = 1
  private readonly sockets = new Set<WebSocket>()
  private readonly pendingCounts = new Map<WebSocket, () => number>()

  constructor(private readonly ledger: SolanaLedger) {}

  /** Serves one connected client until it closes. */
  accept(socket: WebSocket): void {
    const pending = new Map<number, string>()
    this.sockets.add(socket)
    const notify = (subscription: number, status: SignatureStatus): void => {
      pending.delete(subscription)
      const result = { context: { slot: status.slot }, value: { err: status.err } }
      send(socket, { jsonrpc: '2.0', method: 'signatureNotification', params: { result, subscription } })
    }
    const stopListening = this.ledger.onSignature((signature, status) => {
      for (const [subscription, awaited] of [...pending]) if (awaited === signature) notify(subscription, status)
    })
    this.pendingCounts.set(socket, () => pending.size)
    socket.on('close', () => {
      stopListening()
      this.sockets.delete(socket)
      this.pendingCounts.delete(socket)
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
      const { method, params } = decoded.value
      const id = decoded.value.id
      // Notifications (web3.js pings every 5 s) get no answer.
      if (id === undefined) return
      if (method === 'signatureSubscribe') {
        const input = decode(SignatureSubscribeParams, params ?? [])
        if (!input.ok) return send(socket, failure(id, -32602, `Invalid params: ${input.error}`))
        const signature = input.value[0]
        if (!isSignature(signature)) return send(socket, failure(id, -32602, `Invalid param: not a base58 signature: ${signature}`))
        const subscription = this.nextId++
        pending.set(subscription, signature)
        send(socket, { jsonrpc: '2.0', result: subscription, id })
        const status = this.ledger.status(signature)
        if (status) notify(subscription, status)
        return
      }
      if (method === 'signatureUnsubscribe') {
        const input = decode(UnsubscribeParams, params ?? [])
        if (!input.ok) return send(socket, failure(id, -32602, `Invalid params: ${input.error}`))
        if (!pending.delete(input.value[0])) return send(socket, failure(id, -32602, 'Invalid subscription id.'))
        return send(socket, { jsonrpc: '2.0', result: true, id })
      }
      send(socket, failure(id, -32601, `Method not found: ${method} is not served by the Solana harness (only signatureSubscribe and signatureUnsubscribe)`))
    })
  }

  /** How many signature subscriptions wait for their transaction, over all clients. */
  pendingCount(): number {
    let count = 0
    for (const size of this.pendingCounts.values()) count += size()
    return count
  }

  /** Closes every client connection. */
  closeAll(): void {
    for (const socket of this.sockets) socket.terminate()
    this.sockets.clear()
  }
}

function failure(id: RequestId, code: number, message: string): object {
  return { jsonrpc: '2.0', error: { code, message }, id }
}

function send(socket: WebSocket, message: object): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
}
