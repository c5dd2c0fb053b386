import { FrameRequestError } from './FrameRequestError.ts'

/** Calls `check` every `intervalMs` until it gives a value; throws `timeoutText` after `timeoutMs`. */
export async function pollUntil<T>(check: () => Promise<T | undefined>, intervalMs: number, timeoutMs: number, timeoutText: string): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() >= deadline) throw new FrameRequestError(timeoutText)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
