/** A wallet's icon when it is safe to show: a `data:image/` URL or an http(s) URL; else undefined. */
export function walletImageUrl(candidate: string | undefined): string | undefined {
  if (!candidate) return undefined
  if (/^data:image\//i.test(candidate)) return candidate
  try {
    const { protocol } = new URL(candidate)
    return protocol === 'https:' || protocol === 'http:' ? candidate : undefined
  } catch {
    return undefined
  }
}
