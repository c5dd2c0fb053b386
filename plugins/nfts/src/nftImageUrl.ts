import { isSafeImageUrl } from '@portico/kernel/extend'

/**
 * An NFT's image URL when it may be shown, else undefined: a `data:` image, or an http(s) URL on
 * the project service's own origin (the service serves every token's image itself; an outside
 * host, a `blob:` or `javascript:` URL is never loaded). It also passes the kernel's safe-image check.
 */
export function nftImageUrl(candidate: string | undefined, serviceBaseUrl: string | undefined): string | undefined {
  if (!candidate || !isSafeImageUrl(candidate)) return undefined
  if (/^data:image\//i.test(candidate)) return candidate
  if (!serviceBaseUrl) return undefined
  try {
    const url = new URL(candidate)
    const service = new URL(serviceBaseUrl)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === service.origin ? candidate : undefined
  } catch {
    return undefined
  }
}
