import type { IncomingMessage } from 'node:http'
import type { Answer } from '../api/Answer.ts'
import type { Routes } from '../api/Routes.ts'
import { readJsonBody } from './readJsonBody.ts'
import { rpcProxyAnswer } from './rpcProxyAnswer.ts'

// A batch of 1000 calls with large `eth_call` data fits.
const bodyLimitBytes = 8 * 1024 * 1024

/** Answers a `POST /v1/` of the RPC proxy: its JSON body read (at most 8 MB), then `rpcProxyAnswer`. */
export async function rpcProxyRequest(routes: Routes, request: IncomingMessage, query: URLSearchParams): Promise<Answer> {
  const body = await readJsonBody(request, bodyLimitBytes)
  if (!body.ok) return { status: body.status, body: { error: body.error } }
  return rpcProxyAnswer(routes.context, query, body.value, request.headers.origin, routes.timeoutMs)
}
