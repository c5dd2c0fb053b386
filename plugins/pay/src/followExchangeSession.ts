import type { ExchangeBuyStatus } from './ExchangeBuyStatus.ts'
import type { ExchangeSource } from './ExchangeSource.ts'

/**
 * Reads an exchange session's status now and again every `pollMs` until `onStatus` says it is
 * over (returns true); a read that fails is tried again at the next turn. Returns the way to stop.
 */
export function followExchangeSession(
  source: ExchangeSource,
  session: { exchangeId: string; sessionId: string },
  pollMs: number,
  onStatus: (status: ExchangeBuyStatus) => boolean,
): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = async () => {
    timer = undefined
    let over = false
    try {
      const status = await source.status(session.exchangeId, session.sessionId)
      if (!stopped) over = onStatus(status)
    } catch {
      // Tried again at the next turn.
    }
    if (!stopped && !over) timer = setTimeout(() => void check(), pollMs)
  }
  timer = setTimeout(() => void check(), 0)
  return () => {
    stopped = true
    if (timer !== undefined) clearTimeout(timer)
  }
}
