/** The browser's IANA time zone (`Asia/Shanghai`), or undefined when it does not say. */
export function userTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
