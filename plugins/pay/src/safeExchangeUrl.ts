import { HttpUrl, isSafeWalletLink } from '@portico/kernel/extend'

/** An exchange's page URL when it is safe to open: http(s) with a host, passing the kernel's safe-link check; else undefined. */
export function safeExchangeUrl(candidate: string): string | undefined {
  return HttpUrl.is(candidate) && isSafeWalletLink(candidate) ? candidate : undefined
}
