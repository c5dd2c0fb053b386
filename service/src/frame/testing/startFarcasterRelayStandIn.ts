import { randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A loopback stand-in for Farcaster's Sign In With Farcaster relay (`relay.farcaster.xyz`), its API v1. */
export interface FarcasterRelayStandIn {
  /** The relay URL, as `secureFrame.farcaster.relayUrl` names it. */
  url: string
  /** The key an authenticator (the Farcaster app) presents as `X-Farcaster-Auth-Relay-Key`. */
  authKey: string
  /**
   * Makes every request fail as a broken gateway in front of the relay would: `'html 502'`
   * answers 502 Bad Gateway with an HTML page, `'json 502'` with a JSON error, `'hang'` never
   * answers; `undefined` answers again.
   */
  failWith(failure: RelayFailure | undefined): void
  stop(): Promise<void>
}

/** How the stand-in fails, when told to (`failWith`). */
type RelayFailure = 'html 502' | 'json 502' | 'hang'

interface Channel {
  state: 'pending' | 'completed'
  nonce: string
  url: string
  signatureParams: Record<string, unknown>
  acceptAuthAddress: boolean
  metadata: { ip: string; userAgent: string }
  completion?: Record<string, unknown>
}

async function jsonOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of request as AsyncIterable<Buffer>) text += chunk.toString('utf8')
  const parsed: unknown = JSON.parse(text || '{}')
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
}

const send = (response: ServerResponse, status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

/**
 * Starts a stand-in of the Farcaster auth relay on 127.0.0.1, the shapes of `@farcaster/auth-client`:
 * `POST /v1/channel` opens a channel (201 `{ channelToken, url, nonce }`, the nonce the app's or a
 * new one), `GET /v1/channel/status` with the channel token as Bearer answers 202 pending or 200
 * completed with the authenticator's message, signature, fid and profile, and
 * `POST /v1/channel/authenticate` (Bearer channel token, `X-Farcaster-Auth-Relay-Key`) is the
 * Farcaster app handing the signed message in. Like the real relay it does not verify the
 * signature (the app server does); unlike it, channels stay in memory and never expire.
 */
export async function startFarcasterRelayStandIn(): Promise<FarcasterRelayStandIn> {
  const authKey = `relay-key-${randomBytes(8).toString('hex')}`
  const channels = new Map<string, Channel>()
  let failure: RelayFailure | undefined
  const channelOf = (request: IncomingMessage) => channels.get(/^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '')
  const statusOf = (channel: Channel) => ({ state: channel.state, nonce: channel.nonce, url: channel.url, signatureParams: channel.signatureParams, metadata: channel.metadata, acceptAuthAddress: channel.acceptAuthAddress, ...channel.completion })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://relay.invalid').pathname
    if (request.method === 'POST' && path === '/v1/channel') {
      const body = await jsonOf(request)
      if (typeof body.siweUri !== 'string' || typeof body.domain !== 'string') return void send(response, 400, { error: 'Validation error: siweUri and domain are required' })
      const channelToken = randomUUID()
      const nonce = typeof body.nonce === 'string' ? body.nonce : randomBytes(12).toString('hex')
      const { acceptAuthAddress, ...signatureParams }: Record<string, unknown> = { ...body, nonce }
      const url = `https://farcaster.xyz/~/siwf?${new URLSearchParams({ channelToken, ...Object.fromEntries(Object.entries(signatureParams).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) }).toString()}`
      channels.set(channelToken, { state: 'pending', nonce, url, signatureParams, acceptAuthAddress: acceptAuthAddress !== false, metadata: { ip: request.socket.remoteAddress ?? '', userAgent: request.headers['user-agent'] ?? '' } })
      return void send(response, 201, { channelToken, url, nonce })
    }
    if (request.method === 'GET' && path === '/v1/channel/status') {
      const channel = channelOf(request)
      if (!channel) return void send(response, 401, { error: 'Unauthorized' })
      return void send(response, channel.state === 'completed' ? 200 : 202, statusOf(channel))
    }
    if (request.method === 'POST' && path === '/v1/channel/authenticate') {
      const channel = channelOf(request)
      if (!channel || request.headers['x-farcaster-auth-relay-key'] !== authKey) return void send(response, 401, { error: 'Unauthorized' })
      const { message, signature, authMethod, fid, username, bio, displayName, pfpUrl } = await jsonOf(request)
      channel.state = 'completed'
      channel.completion = { message, signature, authMethod, fid, username, bio, displayName, pfpUrl }
      return void send(response, 201, statusOf(channel))
    }
    send(response, 404, { error: 'Not found' })
  }

  const server = createServer((request, response) => {
    if (failure === 'hang') return
    if (failure === 'html 502') return void response.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>')
    if (failure === 'json 502') return void send(response, 502, { error: 'Bad gateway' })
    handle(request, response).catch(() => send(response, 500, { error: 'Internal error' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    authKey,
    failWith(next) {
      failure = next
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
