/**
 * Runs `work` with a signal that aborts after `timeoutMs` with a `TimeoutError` (as
 * `AbortSignal.timeout`'s does), and ends that timer as soon as `work` settles. `AbortSignal.timeout`'s
 * timer cannot be ended: it runs its whole time after every call and then builds a DOMException with
 * its stack for nothing, which a service making calls on each request pays for each of them.
 */
export async function withDeadline<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs)
  try {
    return await work(controller.signal)
  } finally {
    clearTimeout(timer)
  }
}
