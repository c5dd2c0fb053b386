import type { IncomingMessage } from 'node:http'
import type { Answer } from '../api/Answer.ts'
import type { Routes } from '../api/Routes.ts'
import { withTimeout } from '../api/withTimeout.ts'
import { esploraAnswer } from './esploraAnswer.ts'
import { EsploraFeeEstimates } from './EsploraFeeEstimates.ts'
import { EsploraUtxos } from './EsploraUtxos.ts'
import { readRawTransaction } from './readRawTransaction.ts'

const notFound: Answer = { status: 404, body: { error: 'Not found' } }
// Bitcoin addresses are base58 or bech32: nothing else is put in an upstream path.
const addressPattern = /^[A-Za-z0-9]{14,90}$/

/**
 * Answers the Bitcoin routes (`parts` after `bitcoin`), proxied to the network's Esplora API
 * (the config's `bitcoin`): GET `{caip2}/address/{address}/utxo` (`[{ txid, vout, value, status? }]`),
 * GET `{caip2}/fee-estimates` (`{ [blocks]: sat/vB }`) and POST `{caip2}/tx` (a raw transaction
 * as hex text; `{ txid }`). Errors are `{ error, code }`: 404 UNKNOWN_NETWORK for a network not
 * configured, 400 INVALID_REQUEST, 400 TRANSACTION_REJECTED with the node's reason, and 502
 * UPSTREAM_ERROR when the API fails or does not answer within `routes.timeoutMs`.
 */
export async function bitcoinRequest(routes: Routes, request: IncomingMessage, parts: readonly string[]): Promise<Answer> {
  const [network, second, third, fourth] = parts
  if (network === undefined) return notFound
  const esploraUrl = routes.context.bitcoin?.get(network)
  if (esploraUrl === undefined) return { status: 404, body: { error: `No Esplora API is configured for ${network}`, code: 'UNKNOWN_NETWORK' } }
  const timeoutMs = routes.timeoutMs
  const within = (answer: Promise<Answer>) => withTimeout(answer, timeoutMs, `The Esplora API of ${network}`).then(upstreamCode)
  if (request.method === 'POST' && parts.length === 2 && second === 'tx') {
    const body = await readRawTransaction(request)
    if (!body.ok) return { status: body.status, body: { error: body.error, code: 'INVALID_REQUEST' } }
    return within(esploraAnswer({ baseUrl: esploraUrl, path: '/tx', timeoutMs, body: body.hex }))
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 405, body: { error: 'Only GET and POST /bitcoin/{network}/tx are served' }, headers: { allow: 'GET, HEAD, POST, OPTIONS' } }
  if (parts.length === 2 && second === 'fee-estimates') return within(esploraAnswer({ baseUrl: esploraUrl, path: '/fee-estimates', timeoutMs, codec: EsploraFeeEstimates }))
  if (parts.length === 4 && second === 'address' && third !== undefined && fourth === 'utxo') {
    if (!addressPattern.test(third)) return { status: 400, body: { error: `Not a Bitcoin address: ${third}`, code: 'INVALID_REQUEST' } }
    return within(esploraAnswer({ baseUrl: esploraUrl, path: `/address/${third}/utxo`, timeoutMs, codec: EsploraUtxos }))
  }
  return notFound
}

// withTimeout's 502 carries no code; the routes' errors all do.
function upstreamCode(answer: Answer): Answer {
  if (answer.status !== 502) return answer
  const body = answer.body as { error?: unknown; code?: unknown }
  return body.code === undefined ? { ...answer, body: { ...body, code: 'UPSTREAM_ERROR' } } : answer
}
