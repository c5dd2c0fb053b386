import { RequestTimeoutError, TransportUrlMissingError } from './errors.ts'
import { rpcSettings } from './rpcSettings.ts'

type Fetch = typeof globalThis.fetch

const retryStatuses: ReadonlySet<number> = new Set(rpcSettings.retryStatuses)
const retryCodes: ReadonlySet<number> = new Set(rpcSettings.retryCodes)

/** Whether a JSON-RPC answer (one, or a batch) carries an error SPEC §9 retries. */
function hasRetryableError(text: string): boolean {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return false
  }
  return (Array.isArray(parsed) ? parsed : [parsed]).some((answer: unknown) => {
    const error = typeof answer === 'object' && answer !== null && 'error' in answer ? answer.error : undefined
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
    return typeof code === 'number' && retryCodes.has(code)
  })
}

/** The wait before retry `attempt` (0 first): the Retry-After's seconds when the answer gives them, else 150 ms doubled per attempt. */
function delayOf(attempt: number, response: Response | undefined): number {
  const retryAfter = response?.headers.get('retry-after')
  if (retryAfter && /^\d+$/.test(retryAfter.trim())) return Number.parseInt(retryAfter, 10) * 1000
  return rpcSettings.retryDelay * 2 ** attempt
}

const wait = (ms: number, signal: AbortSignal | null | undefined) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    }, { once: true })
  })

/** One request to one url and its answer's text, given up after SPEC §9's 10 s; the caller's signal still aborts it. */
async function sendWithin(send: Fetch, url: string, init: RequestInit | undefined): Promise<{ response: Response; text: string }> {
  const controller = new AbortController()
  const caller = init?.signal
  const timer = setTimeout(() => controller.abort(new RequestTimeoutError()), rpcSettings.timeout)
  const follow = () => controller.abort(caller?.reason)
  if (caller?.aborted) follow()
  caller?.addEventListener('abort', follow, { once: true })
  try {
    const response = await send(url, { ...init, signal: controller.signal })
    return { response, text: await response.text() }
  } finally {
    clearTimeout(timer)
    caller?.removeEventListener('abort', follow)
  }
}

/**
 * A `fetch` for web3.js's Connection that sends each JSON-RPC request to the network's RPC urls in
 * turn, with SPEC §9's settings: each url is tried with a 10 s timeout and retried 3 times on a
 * retryable HTTP status, RPC code or failure, waiting 150 ms doubled each time or a Retry-After's
 * seconds; once a url has used its retries the next is asked. Other answers (an RPC error such as
 * a failed simulation) come back as they are. The url web3.js asks for is ignored.
 */
export function fallbackFetch(urls: readonly string[], send: Fetch = globalThis.fetch): Fetch {
  return async (_input, init) => {
    let last: { response: Response } | { error: unknown } = { error: new TransportUrlMissingError() }
    for (const url of urls) {
      for (let attempt = 0; attempt <= rpcSettings.retryCount; attempt += 1) {
        if (attempt > 0) await wait(delayOf(attempt - 1, 'response' in last ? last.response : undefined), init?.signal)
        try {
          const { response, text } = await sendWithin(send, url, init)
          const headers = new Headers(response.headers)
          // The body is read (and decoded) already.
          headers.delete('content-encoding')
          headers.delete('content-length')
          const copy = new Response(text, { status: response.status, statusText: response.statusText, headers })
          last = { response: copy }
          if (!retryStatuses.has(response.status) && !(response.ok && hasRetryableError(text))) {
            // A status not retried (a 404) is this url's failure: the next one is asked.
            if (response.ok) return copy
            break
          }
        } catch (error) {
          if (init?.signal?.aborted) throw error
          last = { error }
        }
      }
    }
    if ('response' in last) return last.response
    throw last.error
  }
}
