import { decode } from '@portico/kernel/extend'
import * as t from 'io-ts'
import { BitcoinUtxos } from './BitcoinUtxos.ts'
import { ResourceUnavailableError, TransactionRejectedError } from './errors.ts'

const FeeEstimates = t.record(t.string, t.number, 'fee estimates { [blocks]: sat/vB }')
const Broadcast = t.type({ txid: t.string }, 'a broadcast answer { txid }')
const ServiceError = t.partial({ error: t.string, code: t.string })
// The confirmation target a transfer pays for, in blocks.
const targetBlocks = '6'

/**
 * The project service's Bitcoin routes for one network (`{projectServiceUrl}/bitcoin/{caip2}`):
 * an address's unspent outputs, the fee rate and the broadcast. Answers are decoded; a failure is
 * a ProviderError: -32002 when the service cannot answer, -32003 when the node refuses the transaction.
 */
export class BitcoinServiceApi {
  private readonly baseUrl: string

  constructor(projectServiceUrl: string, caipNetworkId: string) {
    this.baseUrl = `${projectServiceUrl.replace(/\/+$/, '')}/bitcoin/${encodeURIComponent(caipNetworkId)}`
  }

  /** The address's unspent outputs. */
  async utxos(address: string): Promise<BitcoinUtxos> {
    return this.read(`/address/${encodeURIComponent(address)}/utxo`, BitcoinUtxos)
  }

  /** The fee rate in whole sat/vB for confirmation within 6 blocks (else the slowest target given), at least 1. */
  async feeRate(): Promise<bigint> {
    const estimates = await this.read('/fee-estimates', FeeEstimates)
    const slowest = Object.entries(estimates).sort(([a], [b]) => Number(b) - Number(a))[0]?.[1]
    const rate = estimates[targetBlocks] ?? slowest ?? 1
    return BigInt(Math.max(1, Math.ceil(rate)))
  }

  /** Broadcasts a raw transaction (hex); resolves the txid the node gives. */
  async broadcast(rawHex: string): Promise<string> {
    const response = await this.fetch('/tx', { method: 'POST', body: rawHex, headers: { 'content-type': 'text/plain' } })
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error = decode(ServiceError, body)
      const reason = error.ok ? (error.value.error ?? `status ${response.status}`) : `status ${response.status}`
      throw error.ok && error.value.code === 'TRANSACTION_REJECTED' ? new TransactionRejectedError(reason) : new ResourceUnavailableError(reason)
    }
    const decoded = decode(Broadcast, body)
    if (!decoded.ok) throw new ResourceUnavailableError(`The broadcast answer is not { txid }: ${decoded.error}`)
    return decoded.value.txid
  }

  private async read<A, O>(path: string, codec: t.Type<A, O, unknown>): Promise<A> {
    const response = await this.fetch(path)
    if (!response.ok) throw new ResourceUnavailableError(`The project service answered ${response.status} to ${path}`)
    const decoded = decode(codec, await response.json().catch(() => undefined))
    if (!decoded.ok) throw new ResourceUnavailableError(decoded.error)
    return decoded.value
  }

  private async fetch(path: string, init?: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl}${path}`, init)
    } catch (error) {
      throw new ResourceUnavailableError(`The project service did not answer: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
