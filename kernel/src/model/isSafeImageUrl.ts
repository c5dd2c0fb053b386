/** Whether an image URL from outside may be used: http(s), blob, or a data URL of an image. */
export function isSafeImageUrl(url: string): boolean {
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(url)) return true
  try {
    const { protocol } = new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href)
    return protocol === 'https:' || protocol === 'http:' || protocol === 'blob:'
  } catch {
    return false
  }
}
