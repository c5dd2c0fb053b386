import { decode } from '@portico/kernel/extend'
import * as t from 'io-ts'
import { getAddress, isHex, numberToHex } from 'viem'
import type { Client } from 'viem'
import type { EvmCall } from './EvmCall.ts'
import { InvalidParamsError, RequestTimeoutError, WalletAnswerError } from './errors.ts'
import type { EvmCallsOutcome } from './EvmCallsOutcome.ts'
import { throughProviderErrors } from './throughProviderErrors.ts'

// wallet_sendCalls 2.0.0 answers { id }; wallets of the first draft answered the id alone.
const Sent = t.union([t.type({ id: t.string }), t.string], 'a batch id (string or { id })')
const Receipt = t.type({ status: t.string, transactionHash: t.string }, 'a receipt { status, transactionHash }')
// EIP-5792 2.0.0 gives numeric statuses; the first draft's PENDING and CONFIRMED are read as 100 and 200.
const Status = t.type(
  { status: t.union([t.number, t.keyof({ PENDING: null, CONFIRMED: null })]), receipts: t.union([t.array(Receipt), t.undefined, t.null]) },
  'a calls status { status, receipts? }',
)

/** How long a batch may take to be final once the wallet took it; then the wait fails with TIMEOUT. */
const finalWithinMs = 60_000
// Quick at first (a local chain or a wallet that runs the batch at once), then every second.
const pollDelaysMs = [0, 100, 250, 500]
const pollEveryMs = 1_000

function invalid(what: string, value: unknown): WalletAnswerError {
  return new WalletAnswerError(`The wallet gave ${what}`, JSON.stringify(value) ?? String(value))
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function toWalletCall(call: EvmCall): { to: `0x${string}`; data: `0x${string}`; value: `0x${string}` } {
  if (!isHex(call.data)) throw new InvalidParamsError(`Not calldata: ${call.data}`)
  return { to: getAddress(call.to), data: call.data, value: numberToHex(call.value ?? 0n) }
}

/** The final status of a batch (EIP-5792 2.0.0: 1xx pending, 200 confirmed, 4xx not included, 5xx reverted or partly), read until it is final. */
async function finalStatus(client: Client, id: string): Promise<{ status: number; receipts: t.TypeOf<typeof Receipt>[] }> {
  const startedAt = Date.now()
  for (let attempt = 0; ; attempt += 1) {
    await delay(pollDelaysMs[attempt] ?? pollEveryMs)
    const answer: unknown = await throughProviderErrors(() => client.request({ method: 'wallet_getCallsStatus', params: [id] }))
    const status = decode(Status, answer)
    if (!status.ok) throw invalid('no valid calls status', answer)
    const code = status.value.status === 'PENDING' ? 100 : status.value.status === 'CONFIRMED' ? 200 : status.value.status
    if (code >= 200) return { status: code, receipts: status.value.receipts ?? [] }
    if (Date.now() - startedAt > finalWithinMs) throw new RequestTimeoutError({ details: `The batch ${id} was still pending after ${finalWithinMs / 1000} s` })
  }
}

/**
 * Sends calls as one atomic batch from an account (`wallet_sendCalls` 2.0.0 with `atomicRequired`)
 * and resolves once it is final (`wallet_getCallsStatus`): success only when confirmed (200) with
 * every receipt successful; reverted for 5xx or a failed receipt; the hashes from the receipts.
 * Errors as the wallet's (4001 when declined); a batch the wallet could not get included (4xx)
 * is an error too, as nothing of it happened.
 */
export async function sendCallsBatch(client: Client, from: `0x${string}`, chainId: number, calls: readonly EvmCall[]): Promise<EvmCallsOutcome> {
  const request = { version: '2.0.0', chainId: numberToHex(chainId), from, atomicRequired: true, calls: calls.map(toWalletCall) }
  const sent: unknown = await throughProviderErrors(() => client.request({ method: 'wallet_sendCalls', params: [request] }))
  const decoded = decode(Sent, sent)
  if (!decoded.ok) throw invalid('no batch id', sent)
  const id = typeof decoded.value === 'string' ? decoded.value : decoded.value.id
  const { status, receipts } = await finalStatus(client, id)
  const hashes = receipts.map((receipt) => receipt.transactionHash)
  if (status === 200) return { status: receipts.every((receipt) => receipt.status === '0x1') ? 'success' : 'reverted', hashes }
  if (status >= 500) return { status: 'reverted', hashes }
  throw new WalletAnswerError('The wallet could not get the batch included', `wallet_getCallsStatus answered status ${status} for the batch ${id}`)
}
