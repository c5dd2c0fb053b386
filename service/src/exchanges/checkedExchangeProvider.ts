import { createPublicClient, http } from 'viem'
import type { IndexedChain } from '../index/IndexedChain.ts'
import { depositOf } from './depositOf.ts'
import type { ExchangePayment } from './ExchangePayment.ts'
import type { ExchangeProvider } from './ExchangeProvider.ts'

/**
 * An exchange whose word is checked on chain: the payments it opened are remembered by session,
 * and a `SUCCESS` is passed on only when its transaction pays exactly that payment to its
 * recipient on one of the service's `chains` (`depositOf`); `IN_PROGRESS` while the chain does not
 * know the transaction yet, `FAILED` when it pays something else. A session opened before the
 * service started, or on a network it does not index, is passed on as the exchange says it.
 */
export function checkedExchangeProvider(exchange: ExchangeProvider, chains: readonly IndexedChain[], timeoutMs: number): ExchangeProvider {
  const payments = new Map<string, ExchangePayment>()
  return {
    info: exchange.info,
    async payUrl(payment) {
      const opened = await exchange.payUrl(payment)
      payments.set(opened.sessionId, payment)
      return opened
    },
    async status(sessionId) {
      const status = await exchange.status(sessionId)
      const payment = payments.get(sessionId)
      const chain = chains.find((candidate) => `eip155:${candidate.chainId}` === payment?.network)
      const asset = exchange.info.assets.find((candidate) => candidate.network === payment?.network && candidate.asset.toLowerCase() === payment.asset.toLowerCase())
      if (status.status !== 'SUCCESS' || !status.txHash || !payment || !chain || !asset) return status
      if (!/^0x[0-9a-fA-F]{64}$/.test(status.txHash)) return { status: 'FAILED', failureReason: `The exchange reported ${JSON.stringify(status.txHash)}, not a transaction hash` }
      const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, timeout: timeoutMs }) })
      const deposit = await depositOf(client, payment, asset.decimals, status.txHash as `0x${string}`)
      if (deposit === 'unknown') return { status: 'IN_PROGRESS' }
      if (deposit === 'does not pay') return { status: 'FAILED', txHash: status.txHash, failureReason: `The exchange's transaction ${status.txHash} does not pay ${payment.amount} to ${payment.recipient}` }
      return status
    },
  }
}
