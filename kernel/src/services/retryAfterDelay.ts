/**
 * The wait a `Retry-After` header asks for, in ms: delay-seconds or an HTTP date (RFC 9110
 * §10.2.3), a date in the past giving 0; undefined when the header is absent or malformed.
 */
export function retryAfterDelay(header: string | null | undefined, now: number = Date.now()): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  // An HTTP date names its day and month; anything else ("1.5", "-3") is not one.
  if (!/[a-z]/i.test(value)) return undefined
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
