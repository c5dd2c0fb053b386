import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseUnits } from 'viem'
import { standInWithdrawalPage } from './standInWithdrawalPage.ts'

/** An asset the stand-in withdraws: on a CAIP-2 network, `native` or a token address. */
export interface ExchangeStandInAsset {
  network: string
  asset: string
  symbol: string
  decimals: number
}

/** Options of `exchangeStandIn`. */
export interface ExchangeStandInOptions {
  /** The name on its withdrawal page. */
  name: string
  /** The key its deposit API takes (header `x-api-key`). */
  apiKey: string
  assets: readonly ExchangeStandInAsset[]
  /** Sends `amount` base units of the asset to `recipient` from the funded account; resolves with the transaction's hash once it is sent (not yet confirmed). */
  payOut(asset: ExchangeStandInAsset, recipient: string, amount: bigint): Promise<string>
  /** Its port on 127.0.0.1; a free one when absent. */
  port?: number
}

/** A deposit session as the stand-in's API reports it. */
export interface StandInDeposit {
  id: string
  status: 'awaiting_confirmation' | 'withdrawing' | 'completed' | 'failed' | 'cancelled'
  transactionHash?: string
  failureReason?: string
}

/** A running stand-in. */
export interface ExchangeStandIn {
  url: string
  /** The sessions by id, as its API reports them. */
  deposits: ReadonlyMap<string, StandInDeposit>
  stop(): Promise<void>
}

interface Session {
  deposit: StandInDeposit
  asset: ExchangeStandInAsset
  amount: string
  baseUnits: bigint
  recipient: string
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function html(response: ServerResponse, status: number, page: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page)
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * TEST ONLY: a local stand-in for a hosted exchange, with the deposit HTTP shape
 * `httpExchangeProvider` speaks (no real exchange runs here): `POST /v1/deposits` (header
 * `x-api-key`; JSON `{ network, asset, amount, recipient }`) opens a session and answers
 * `{ id, url }`; `GET /v1/withdraw/{id}` is its withdrawal page, where Confirm withdrawal sends the
 * amount from the funded account (`payOut`) once (a second confirm sends nothing) and Cancel
 * cancels it; `GET /v1/deposits/{id}` (key) reports the session: `awaiting_confirmation`,
 * `withdrawing`, `completed` with the transaction's hash once sent, or `failed`/`cancelled`.
 */
export async function exchangeStandIn(options: ExchangeStandInOptions): Promise<ExchangeStandIn> {
  const sessions = new Map<string, Session>()
  const deposits = new Map<string, StandInDeposit>()
  let base = ''
  const record = (session: Session, change: Partial<StandInDeposit>) => {
    session.deposit = { ...session.deposit, ...change }
    deposits.set(session.deposit.id, session.deposit)
  }
  const summaryOf = (session: Session) => `Withdraw ${session.amount} ${session.asset.symbol} on ${session.asset.network} to ${session.recipient}.`
  const outcomeOf = (deposit: StandInDeposit) =>
    deposit.status === 'completed'
      ? { status: deposit.status, text: `Withdrawal sent (${deposit.transactionHash ?? ''}).` }
      : deposit.status === 'failed'
        ? { status: deposit.status, text: `Withdrawal failed: ${deposit.failureReason ?? ''}` }
        : deposit.status === 'cancelled'
          ? { status: deposit.status, text: 'Withdrawal cancelled.' }
          : { status: deposit.status, text: 'Withdrawal under way…' }

  const open = async (request: IncomingMessage, response: ServerResponse) => {
    let asked: Record<string, unknown>
    try {
      asked = JSON.parse(await bodyOf(request)) as Record<string, unknown>
    } catch {
      return json(response, 400, { error: 'Expected a JSON body', code: 'INVALID_REQUEST' })
    }
    const asset = options.assets.find((candidate) => candidate.network === asked.network && candidate.asset.toLowerCase() === String(asked.asset).toLowerCase())
    if (!asset) return json(response, 422, { error: `${String(asked.asset)} on ${String(asked.network)} is not withdrawn`, code: 'UNSUPPORTED' })
    let baseUnits: bigint
    try {
      baseUnits = parseUnits(String(asked.amount), asset.decimals)
    } catch {
      return json(response, 400, { error: 'amount: expected a decimal amount', code: 'INVALID_REQUEST' })
    }
    if (baseUnits <= 0n || typeof asked.recipient !== 'string') return json(response, 400, { error: 'Expected an amount above 0 and a recipient', code: 'INVALID_REQUEST' })
    const id = randomBytes(16).toString('hex')
    const session: Session = { deposit: { id, status: 'awaiting_confirmation' }, asset, amount: String(asked.amount), baseUnits, recipient: asked.recipient }
    sessions.set(id, session)
    deposits.set(id, session.deposit)
    json(response, 201, { id, url: `${base}/v1/withdraw/${id}` })
  }

  const withdraw = async (response: ServerResponse, session: Session, action: 'show' | 'confirm' | 'cancel') => {
    const page = (extra: { outcome?: { status: string; text: string } }) =>
      standInWithdrawalPage({ exchangeName: options.name, summary: summaryOf(session), action: `/v1/withdraw/${session.deposit.id}`, ...extra })
    // Confirmed or over: the outcome only; nothing is sent twice.
    if (session.deposit.status !== 'awaiting_confirmation' || action === 'show') {
      return html(response, 200, page(session.deposit.status === 'awaiting_confirmation' ? {} : { outcome: outcomeOf(session.deposit) }))
    }
    if (action === 'cancel') {
      record(session, { status: 'cancelled' })
      return html(response, 200, page({ outcome: outcomeOf(session.deposit) }))
    }
    record(session, { status: 'withdrawing' })
    try {
      record(session, { status: 'completed', transactionHash: await options.payOut(session.asset, session.recipient, session.baseUnits) })
    } catch (error) {
      record(session, { status: 'failed', failureReason: `The funds could not be sent: ${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)}` })
    }
    html(response, 200, page({ outcome: outcomeOf(session.deposit) }))
  }

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? '/', 'http://stand-in.invalid').pathname
    const page = /^\/v1\/withdraw\/([0-9a-f]{32})(?:\/(confirm|cancel))?$/.exec(path)
    if (page?.[1]) {
      const session = sessions.get(page[1])
      if (!session) return html(response, 404, standInWithdrawalPage({ exchangeName: options.name, summary: 'This withdrawal link is not valid.' }))
      const action = page[2] as 'confirm' | 'cancel' | undefined
      if (action && request.method !== 'POST') return json(response, 405, { error: 'Method not allowed', code: 'INVALID_REQUEST' })
      return withdraw(response, session, action ?? 'show')
    }
    if (request.headers['x-api-key'] !== options.apiKey) return json(response, 401, { error: 'Invalid API key', code: 'UNAUTHORIZED' })
    if (path === '/v1/deposits' && request.method === 'POST') return open(request, response)
    const deposit = /^\/v1\/deposits\/([^/]+)$/.exec(path)
    if (deposit?.[1] && request.method === 'GET') {
      const found = deposits.get(decodeURIComponent(deposit[1]))
      return found ? json(response, 200, found) : json(response, 404, { error: 'No such deposit', code: 'NOT_FOUND' })
    }
    json(response, 404, { error: `No route ${path}`, code: 'NOT_FOUND' })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: String(error), code: 'INTERNAL' })
      else response.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  base = `http://127.0.0.1:${port}`
  return {
    url: base,
    deposits,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
