import { useEffect, useState } from 'react'

/** Where preloading an image stands. */
export type ImagePreloadState = 'loading' | 'loaded' | 'failed'

/**
 * Preloads an image; it counts as failed when it errors or is not loaded within `timeoutMs`
 * (SPEC §9: image preload timeout 2 s). No URL counts as failed.
 */
export function useImagePreload(url: string | undefined, timeoutMs = 2000): ImagePreloadState {
  const [result, setResult] = useState<{ url: string; state: ImagePreloadState } | undefined>(undefined)

  useEffect(() => {
    if (!url) return
    let settled = false
    const image = new Image()
    const settle = (state: ImagePreloadState): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      setResult({ url, state })
    }
    const timer = setTimeout(() => settle('failed'), timeoutMs)
    image.onload = () => settle('loaded')
    image.onerror = () => settle('failed')
    image.src = url
    return () => {
      settled = true
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
    }
  }, [url, timeoutMs])

  if (!url) return 'failed'
  return result?.url === url ? result.state : 'loading'
}
