import { BaseError as ViemBaseError, HttpRequestError, TimeoutError } from 'viem'
import { HttpRequestFailedError, RequestTimeoutError } from './errors.ts'

/**
 * SPEC §8's transport errors for a failed RPC call that never got a JSON-RPC answer: "The
 * request took too long to respond" (code TIMEOUT) and "HTTP request failed" (code
 * HTTP_REQUEST_FAILED, with the status in the details); undefined for any other error.
 */
export function toTransportError(error: unknown): RequestTimeoutError | HttpRequestFailedError | undefined {
  if (!(error instanceof ViemBaseError)) return undefined
  if (error.walk((inner) => inner instanceof TimeoutError)) {
    return new RequestTimeoutError({ cause: error })
  }
  const failed = error.walk((inner) => inner instanceof HttpRequestError)
  if (failed instanceof HttpRequestError) {
    return new HttpRequestFailedError(error, failed.status)
  }
  return undefined
}
