import { createPublicClient, http, parseUnits } from 'viem'
import type { Database } from '../Database.ts'
import type { IndexedChain } from '../index/IndexedChain.ts'
import type { ExchangeBuyStatus } from './ExchangeBuyStatus.ts'
import { ExchangeError } from './ExchangeError.ts'
import { depositOf } from './depositOf.ts'
import type { ExchangePayment } from './ExchangePayment.ts'
import type { ExchangeProvider } from './ExchangeProvider.ts'

type SessionRow = {
  network: string
  asset: string
  amount: string
  recipient: string
  verdict: ExchangeBuyStatus | null
}

/**
 * An exchange whose word is checked on chain: the payments it opened are stored by session in the
 * database (so any process checks them), and a `SUCCESS` is passed on only when its transaction
 * pays exactly that payment to its recipient on one of the service's `chains` (`depositOf`; a pending one by what it
 * sends, the payer's side waiting for it to be confirmed; a mined one only when successful);
 * `IN_PROGRESS` while the chain does not know the transaction yet, `FAILED` when it pays something
 * else. A verdict, once reached, is stored and answered from then on. The exchange's word is never
 * taken alone: a session this service did not open (not in the database) is `UNKNOWN` whatever the
 * exchange says of it, and only the assets on the service's `chains` are offered (a payment on a
 * network it cannot read could not be checked).
 */
export function checkedExchangeProvider(exchange: ExchangeProvider, chains: readonly IndexedChain[], timeoutMs: number, database: Database): ExchangeProvider {
  const exchangeId = exchange.info.id
  const verdictOf = async (sessionId: string, payment: ExchangePayment, status: ExchangeBuyStatus): Promise<ExchangeBuyStatus> => {
    const chain = chains.find((candidate) => `eip155:${candidate.chainId}` === payment.network)
    const asset = exchange.info.assets.find((candidate) => candidate.network === payment.network && candidate.asset.toLowerCase() === payment.asset.toLowerCase())
    if (status.status !== 'SUCCESS') return status
    // A SUCCESS with no hash, or on a chain no longer configured, cannot be checked: not yet a payment.
    if (!status.txHash || !chain || !asset) return { status: 'IN_PROGRESS' }
    let verdict: ExchangeBuyStatus = status
    if (!/^0x[0-9a-fA-F]{64}$/.test(status.txHash)) verdict = { status: 'FAILED', failureReason: `The exchange reported ${JSON.stringify(status.txHash)}, not a transaction hash` }
    else {
      const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: timeoutMs }) })
      const expected = { asset: payment.asset, recipient: payment.recipient, amount: parseUnits(payment.amount, asset.decimals), match: 'exactly', pending: 'judged' } as const
      const deposit = await depositOf(client, expected, status.txHash as `0x${string}`)
      if (deposit === 'unknown') return { status: 'IN_PROGRESS' }
      if (deposit === 'does not pay') verdict = { status: 'FAILED', txHash: status.txHash, failureReason: `The exchange's transaction ${status.txHash} does not pay ${payment.amount} to ${payment.recipient}` }
    }
    // The first verdict stored wins, so every process answers the same one.
    const [stored] = await database.query<{ verdict: ExchangeBuyStatus }>(
      `UPDATE pay_sessions SET verdict = COALESCE(verdict, $3::jsonb) WHERE exchange_id = $1 AND session_id = $2 RETURNING verdict`,
      [exchangeId, sessionId, JSON.stringify(verdict)],
    )
    return stored?.verdict ?? verdict
  }
  const checkable = exchange.info.assets.filter((asset) => chains.some((chain) => `eip155:${chain.chainId}` === asset.network))
  return {
    info: { ...exchange.info, assets: checkable },
    async payUrl(payment) {
      if (!checkable.some((asset) => asset.network === payment.network && asset.asset.toLowerCase() === payment.asset.toLowerCase())) {
        throw new ExchangeError('UNSUPPORTED', `${exchange.info.name} payments of ${payment.asset} on ${payment.network} cannot be checked on chain by this service`)
      }
      const opened = await exchange.payUrl(payment)
      await database.query('INSERT INTO pay_sessions (exchange_id, session_id, network, asset, amount, recipient) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (exchange_id, session_id) DO NOTHING', [
        exchangeId,
        opened.sessionId,
        payment.network,
        payment.asset,
        payment.amount,
        payment.recipient,
      ])
      return opened
    },
    async status(sessionId) {
      const [session] = await database.query<SessionRow>('SELECT network, asset, amount, recipient, verdict FROM pay_sessions WHERE exchange_id = $1 AND session_id = $2', [exchangeId, sessionId])
      // Opened elsewhere (at the exchange itself): nothing to check its withdrawal against.
      if (!session) return { status: 'UNKNOWN' }
      if (session.verdict) return session.verdict
      const status = await exchange.status(sessionId)
      return verdictOf(sessionId, { network: session.network, asset: session.asset, amount: session.amount, recipient: session.recipient }, status)
    },
  }
}
