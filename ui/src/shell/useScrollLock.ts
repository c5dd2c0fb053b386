import { useEffect } from 'react'

/** While mounted and enabled, the page behind the modal does not scroll. */
export function useScrollLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [enabled])
}
