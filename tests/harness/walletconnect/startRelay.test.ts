import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startRelay } from './startRelay.ts'
import type { Relay } from './startRelay.ts'

/** A raw relay client: a fresh ed25519 key signs its auth token; frames are collected in order. */
interface RawClient {
  socket: WebSocket
  frames: Record<string, unknown>[]
  send(frame: unknown): void
  request(method: string, params: unknown): Promise<Record<string, unknown>>
  nextPush(): Promise<Record<string, unknown>>
}

async function authToken(relayUrl: string, expiresInSeconds = 3600): Promise<string> {
  return signJWT('test-session', relayUrl, expiresInSeconds, generateKeyPair())
}

function openClient(url: string): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    const frames: Record<string, unknown>[] = []
    const waiters: (() => void)[] = []
    let nextId = 1
    socket.on('message', (data) => {
      frames.push(JSON.parse(data.toString()) as Record<string, unknown>)
      for (const waiter of waiters.splice(0)) waiter()
    })
    const waitFor = (predicate: (frame: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> =>
      new Promise((found) => {
        const check = () => {
          const index = frames.findIndex(predicate)
          if (index >= 0) found(frames.splice(index, 1)[0]!)
          else waiters.push(check)
        }
        check()
      })
    const client: RawClient = {
      socket,
      frames,
      send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
      request(method, params) {
        const id = nextId++
        client.send({ jsonrpc: '2.0', id, method, params })
        return waitFor((frame) => frame.id === id && !('method' in frame))
      },
      nextPush: () => waitFor((frame) => frame.method === 'irn_subscription'),
    }
    socket.once('open', () => resolve(client))
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused with HTTP ${response.statusCode}`)))
    socket.once('error', reject)
  })
}

async function connect(relay: Relay): Promise<RawClient> {
  return openClient(`${relay.url}/?auth=${await authToken(relay.url)}&projectId=test-project&ua=wc-2/js-2.25.0/test`)
}

describe('startRelay', () => {
  let relay: Relay
  const clients: RawClient[] = []
  beforeEach(async () => {
    relay = await startRelay()
  })
  afterEach(async () => {
    for (const client of clients.splice(0)) client.socket.terminate()
    await relay.stop()
  })
  async function client(): Promise<RawClient> {
    const opened = await connect(relay)
    clients.push(opened)
    return opened
  }

  it('listens on 127.0.0.1 and refuses a connection without auth, with a bad or an expired token (HTTP 401)', async () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    await expect(openClient(`${relay.url}/?projectId=test-project`)).rejects.toThrow('HTTP 401')
    const token = await authToken(relay.url)
    const forged = `${token.slice(0, -4)}AAAA`
    await expect(openClient(`${relay.url}/?auth=${forged}&projectId=test-project`)).rejects.toThrow('HTTP 401')
    await expect(openClient(`${relay.url}/?auth=not.a.jwt&projectId=test-project`)).rejects.toThrow('HTTP 401')
    const expired = await signJWT('test-session', relay.url, 60, generateKeyPair(), Math.floor(Date.now() / 1000) - 3600)
    await expect(openClient(`${relay.url}/?auth=${expired}&projectId=test-project`)).rejects.toThrow('HTTP 401')
    await expect(openClient(`${relay.url}/?auth=${token}`)).rejects.toThrow('HTTP 401')
    expect(relay.attempts().map((attempt) => attempt.accepted)).toEqual([false, false, false, false, false])
    expect(relay.connections()).toEqual([])
  })

  it('routes a publish to a subscriber, with the subscription id it answered, and not back to the publisher', async () => {
    const [publisher, subscriber] = [await client(), await client()]
    const subscribed = await subscriber.request('irn_subscribe', { topic: 'topic-a' })
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    await publisher.request('irn_subscribe', { topic: 'topic-a' })
    const published = await publisher.request('irn_publish', { topic: 'topic-a', message: 'envelope-1', ttl: 300, tag: 1108, prompt: false })
    expect(published.result).toBe(true)
    const push = await subscriber.nextPush()
    expect(push.params).toEqual({ id: subscribed.result, data: { topic: 'topic-a', message: 'envelope-1', publishedAt: expect.any(Number), tag: 1108, attestation: '' } })
    subscriber.send({ jsonrpc: '2.0', id: push.id, result: true })
    await publisher.request('irn_publish', { topic: 'topic-b', message: 'unrelated', ttl: 300 })
    expect(publisher.frames.filter((frame) => frame.method === 'irn_subscription')).toEqual([])
    expect(relay.connections().map((connection) => connection.remoteAddress)).toEqual(['127.0.0.1', '127.0.0.1'])
  })

  it('holds a message published before anyone subscribes and delivers it on subscribe, once per client', async () => {
    const publisher = await client()
    await publisher.request('irn_publish', { topic: 'mailbox', message: 'early', ttl: 300 })
    expect(relay.heldMessages('mailbox')).toBe(1)
    const late = await client()
    await late.request('irn_subscribe', { topic: 'mailbox' })
    const push = await late.nextPush()
    expect((push.params as { data: { message: string } }).data.message).toBe('early')
    late.send({ jsonrpc: '2.0', id: push.id, result: true })
    const again = await late.request('irn_batchSubscribe', { topics: ['mailbox'] })
    expect(again.result).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)])
    const fetched = await late.request('irn_batchFetchMessages', { topics: ['mailbox'] })
    expect(fetched.result).toEqual({ messages: [], hasMore: false })
    const other = await client()
    const otherFetch = await other.request('irn_batchFetchMessages', { topics: ['mailbox'] })
    expect(otherFetch.result).toEqual({ messages: [{ topic: 'mailbox', message: 'early', publishedAt: expect.any(Number), attestation: '' }], hasMore: false })
  })

  it('wc_proposeSession subscribes the proposer to the pairing topic; wc_approveSession answers on it and settles on the session topic', async () => {
    const [dapp, wallet] = [await client(), await client()]
    const proposed = await dapp.request('wc_proposeSession', { pairingTopic: 'pairing', sessionProposal: 'proposal', ttl: 300, correlationId: 42 })
    expect(proposed.result).toBe(true)
    await wallet.request('irn_subscribe', { topic: 'pairing' })
    expect(((await wallet.nextPush()).params as { data: { message: string } }).data.message).toBe('proposal')
    const approved = await wallet.request('wc_approveSession', {
      sessionTopic: 'session',
      pairingTopic: 'pairing',
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
    })
    expect(approved.result).toBe(true)
    const response = (await dapp.nextPush()).params as { data: { topic: string; message: string } }
    expect(response.data).toMatchObject({ topic: 'pairing', message: 'response' })
    await dapp.request('irn_subscribe', { topic: 'session' })
    expect(((await dapp.nextPush()).params as { data: { message: string } }).data).toMatchObject({ topic: 'session', message: 'settle' })
    await dapp.request('irn_publish', { topic: 'session', message: 'request', ttl: 300 })
    expect(((await wallet.nextPush()).params as { data: { message: string } }).data.message).toBe('request')
  })

  it('answers malformed frames with JSON-RPC errors and keeps the socket usable', async () => {
    const socket = await client()
    socket.send('{not json')
    socket.send({ jsonrpc: '2.0', method: 'irn_subscribe' })
    socket.send({ jsonrpc: '2.0', id: 7, method: 'irn_teleport', params: {} })
    socket.send({ jsonrpc: '2.0', id: 8, method: 'irn_publish', params: { topic: 'x', message: 3 } })
    const subscribed = await socket.request('irn_subscribe', { topic: 'still-works' })
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    const errors = socket.frames.filter((frame) => 'error' in frame).map((frame) => [frame.id, (frame.error as { code: number }).code])
    expect(errors).toEqual([
      [null, -32700],
      [null, -32600],
      [7, -32601],
      [8, -32602],
    ])
    expect(socket.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('keeps the digits of an id past 2^53 in its answer', async () => {
    const socket = await client()
    socket.send('{"jsonrpc":"2.0","id":1718000000000000123,"method":"irn_unsubscribe","params":{"topic":"t","id":"s"}}')
    await new Promise<void>((resolve) => socket.socket.once('message', () => resolve()))
    const raw = await new Promise<string>((resolve) => {
      socket.socket.once('message', (data) => resolve(data.toString()))
      socket.send('{"jsonrpc":"2.0","id":1718000000000000456,"method":"irn_unsubscribe","params":{"topic":"t"}}')
    })
    expect(raw).toBe('{"jsonrpc":"2.0","id":1718000000000000456,"result":true}')
  })
})
