import { isSafeImageUrl } from './isSafeImageUrl.ts'

/** An image URL from outside (a wallet's icon) when it is safe to show, else undefined. */
export function safeImageUrl(candidate: string | undefined): string | undefined {
  return candidate && isSafeImageUrl(candidate) ? candidate : undefined
}
