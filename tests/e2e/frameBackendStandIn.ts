import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { decode } from '@portico/kernel/extend'
import { WalletRecord } from '../../service/frame/src/vault/WalletRecord.ts'

/** The stand-in backend's state and controls, for the vault's browser tests. */
export interface FrameBackendStandIn {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** Each user's wallet record, as stored (a test may change one to play a tampering backend). */
  wallets: Map<string, WalletRecord>
  /** A live access token for the user (the user is made on first use). */
  grantSession(userId: string): string
  /** Ends a session: its token is refused from now on. */
  revoke(accessToken: string): void
  stop(): Promise<void>
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * A stand-in for the frame's backend (service/src/frame, being written at the same time): the wire
 * contract's session and wallet routes only (`GET /api/session`, `GET`/`POST /api/wallet`), sessions
 * granted by the test, everything in memory. Not a security design: records are kept in clear.
 */
export async function startFrameBackendStandIn(): Promise<FrameBackendStandIn> {
  const sessions = new Map<string, string>()
  const wallets = new Map<string, WalletRecord>()

  const server = createServer((request, response) => {
    void (async () => {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
      const userId = token === undefined ? undefined : sessions.get(token)
      const route = `${request.method} ${new URL(request.url ?? '/', 'http://stand-in').pathname}`
      if (!['GET /api/session', 'GET /api/wallet', 'POST /api/wallet'].includes(route)) return answer(response, 404, { error: 'Not found', code: 'NOT_FOUND' })
      if (userId === undefined) return answer(response, 401, { error: 'Session expired', code: 'SESSION_EXPIRED' })
      if (route === 'GET /api/session') return answer(response, 200, { user: { id: userId, email: `${userId}@example.com`, authProvider: 'email', userName: null } })
      if (route === 'GET /api/wallet') return answer(response, 200, { wallet: wallets.get(userId) ?? null })
      const record = decode(WalletRecord, await jsonBody(request))
      if (!record.ok) return answer(response, 400, { error: record.error, code: 'INVALID_REQUEST' })
      if (wallets.has(userId)) return answer(response, 409, { error: 'The user has a wallet', code: 'WALLET_EXISTS' })
      wallets.set(userId, record.value)
      return answer(response, 200, {})
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    wallets,
    grantSession(userId) {
      const token = randomBytes(24).toString('hex')
      sessions.set(token, userId)
      return token
    },
    revoke(accessToken) {
      sessions.delete(accessToken)
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
