import * as t from 'io-ts'
import { decodeWith } from '../decodeWith.ts'
import { ExchangeError } from './ExchangeError.ts'
import type { ExchangeBuyStatus } from './ExchangeBuyStatus.ts'
import type { ExchangeProvider } from './ExchangeProvider.ts'
import type { PayConfig } from './PayConfig.ts'
import { withDeadline } from '../withDeadline.ts'

type ExchangeConfig = PayConfig['exchanges'][number]

/** The exchange's own answers: a deposit session opened, and a session's state. */
const Session = t.type({ id: t.string, url: t.string }, "an exchange's deposit session")
const Deposit = t.intersection(
  [
    t.type({ id: t.string, status: t.keyof({ awaiting_confirmation: null, withdrawing: null, completed: null, failed: null, cancelled: null }) }),
    t.partial({ transactionHash: t.string, failureReason: t.string }),
  ],
  "an exchange's deposit",
)
const ExchangeRefusal = t.type({ error: t.string, code: t.string }, "an exchange's error")

/** The exchange's deposit states in AppKit's words. */
const statusOf: Record<t.TypeOf<typeof Deposit>['status'], ExchangeBuyStatus['status']> = {
  awaiting_confirmation: 'UNKNOWN',
  withdrawing: 'IN_PROGRESS',
  completed: 'SUCCESS',
  failed: 'FAILED',
  cancelled: 'FAILED',
}

/**
 * An exchange over a hosted exchange's deposit API: `POST {url}/v1/deposits` with
 * `{ network, asset, amount, recipient }` opens a session (`{ id, url }`, the page where the user
 * confirms the withdrawal), `GET {url}/v1/deposits/{id}` reads it (`awaiting_confirmation`,
 * `withdrawing`, `completed` with its `transactionHash`, `failed`, `cancelled`), both with the
 * header `x-api-key: {apiKey}`, answers decoded (a bad one is a 502). A 4xx
 * `{ error, code: 'UNSUPPORTED' }` is UNSUPPORTED, another 4xx INVALID_REQUEST; a session the
 * exchange does not know is UNKNOWN. The key stays on the server. Tested against `exchangeStandIn`.
 */
export function httpExchangeProvider(config: ExchangeConfig, timeoutMs: number): ExchangeProvider {
  const base = config.url.replace(/\/+$/, '')
  const call = async (path: string, body?: unknown): Promise<{ status: number; body: unknown }> => {
    const { response, text } = await withDeadline(timeoutMs, async (signal) => {
      const response = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'x-api-key': config.apiKey, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
      })
      return { response, text: await response.text() }
    })
    try {
      return { status: response.status, body: JSON.parse(text) as unknown }
    } catch {
      throw new Error(`${config.name} answered ${response.status} without JSON`)
    }
  }
  const refused = (status: number, body: unknown): Error => {
    const decoded = ExchangeRefusal.decode(body)
    if (status >= 500 || decoded._tag === 'Left') return new Error(`${config.name} answered ${status}`)
    return new ExchangeError(decoded.right.code === 'UNSUPPORTED' ? 'UNSUPPORTED' : 'INVALID_REQUEST', decoded.right.error)
  }
  return {
    info: { id: config.id, name: config.name, imageUrl: config.imageUrl, assets: config.assets },
    async payUrl(payment) {
      const { status, body } = await call('/v1/deposits', payment)
      if (status !== 200 && status !== 201) throw refused(status, body)
      const session = decodeWith(Session, body, `${config.name}'s deposit session`)
      return { url: session.url, sessionId: session.id }
    },
    async status(sessionId) {
      const { status, body } = await call(`/v1/deposits/${encodeURIComponent(sessionId)}`)
      if (status === 404) return { status: 'UNKNOWN' }
      if (status !== 200) throw refused(status, body)
      const deposit = decodeWith(Deposit, body, `${config.name}'s deposit`)
      return {
        status: statusOf[deposit.status],
        ...(deposit.transactionHash === undefined ? {} : { txHash: deposit.transactionHash }),
        ...(deposit.failureReason === undefined ? {} : { failureReason: deposit.failureReason }),
      }
    },
  }
}
