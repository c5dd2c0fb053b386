import { NetworkError } from '../errors/NetworkError.ts'
import { RequestAbortedError } from '../errors/RequestAbortedError.ts'
import { RequestTimeoutError } from '../errors/RequestTimeoutError.ts'

/**
 * Sends one request and reads its body as text, all within `timeout` ms. Throws a KernelError with
 * the original error as its cause: `REQUEST_TIMEOUT` ("The request took too long to respond",
 * SPEC §8's transport text) when no complete answer came in time, `REQUEST_ABORTED` at once when
 * `signal` aborts, `NETWORK_ERROR` when the request failed. The timeout holds even for a fetch
 * that ignores its signal.
 */
export async function fetchWithTimeout(
  fetchFunction: typeof fetch,
  url: string,
  init: RequestInit,
  limits: { timeout: number; signal?: AbortSignal | undefined },
): Promise<{ response: Response; text: string }> {
  const { timeout, signal } = limits
  const request = `${init.method ?? 'GET'} ${url}`
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason, details: request })
  const controller = new AbortController()
  let timedOut = false
  let stop: (reason: unknown) => void = () => undefined
  const stopped = new Promise<never>((_resolve, reject) => (stop = reject))
  const abort = (): void => {
    controller.abort(signal?.reason)
    stop(signal?.reason)
  }
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
    stop(controller.signal.reason)
  }, timeout)
  signal?.addEventListener('abort', abort, { once: true })
  try {
    const response = await Promise.race([fetchFunction(url, { ...init, signal: controller.signal }), stopped])
    const text = await Promise.race([response.text(), stopped])
    return { response, text }
  } catch (error) {
    if (timedOut) {
      throw new RequestTimeoutError({ cause: error, details: `${request} did not answer within ${timeout} ms` })
    }
    throw new (signal?.aborted ? RequestAbortedError : NetworkError)({ cause: error, details: request })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}
