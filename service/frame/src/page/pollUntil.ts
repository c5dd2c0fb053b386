import { FrameRequestError } from './FrameRequestError.ts'

/**
 * Calls `check` every `intervalMs` until it gives a value; throws `timeoutText` after `timeoutMs`.
 * An error `passes` accepts (a backend slow or unreachable for one poll) counts as "not yet": the
 * next poll tries again, until the deadline; any other error ends the poll.
 */
export async function pollUntil<T>(check: () => Promise<T | undefined>, intervalMs: number, timeoutMs: number, timeoutText: string, passes: (error: unknown) => boolean = () => false): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    let value: T | undefined
    try {
      value = await check()
    } catch (error) {
      if (!passes(error) || Date.now() >= deadline) throw error
    }
    if (value !== undefined) return value
    if (Date.now() >= deadline) throw new FrameRequestError(timeoutText)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
