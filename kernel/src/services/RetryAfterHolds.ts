/** A service's ask not to be asked again before a time: the status that asked, and until when (ms since the epoch). */
export interface RetryAfterHold {
  status: number
  until: number
}

/**
 * What services asked with Retry-After on a 429 or 503, by origin: no request to the origin until
 * the time has passed. A later hold replaces an earlier one only when it lasts longer.
 */
export class RetryAfterHolds {
  private readonly holds = new Map<string, RetryAfterHold>()

  /** Holds requests to `url`'s origin for `delay` ms, as a response with `status` asked. */
  hold(url: string, delay: number, status: number, now: number = Date.now()): void {
    const origin = new URL(url).origin
    const until = now + delay
    if ((this.holds.get(origin)?.until ?? 0) < until) this.holds.set(origin, { status, until })
  }

  /** The hold on `url`'s origin and the ms it still lasts; undefined once it has passed. */
  remaining(url: string, now: number = Date.now()): (RetryAfterHold & { wait: number }) | undefined {
    const origin = new URL(url).origin
    const hold = this.holds.get(origin)
    if (!hold) return undefined
    if (hold.until <= now) {
      this.holds.delete(origin)
      return undefined
    }
    return { ...hold, wait: hold.until - now }
  }
}
