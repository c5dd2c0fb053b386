import { useEffect, useRef } from 'react'

/**
 * An empty element at the end of a list that calls `onVisible` when it scrolls into view. Give
 * it a new `key` after each page, so a sentinel still in view after loading asks again.
 */
export function InfiniteScrollSentinel({ onVisible }: { onVisible: () => void }) {
  const element = useRef<HTMLDivElement>(null)
  const callback = useRef(onVisible)
  useEffect(() => {
    callback.current = onVisible
  })
  useEffect(() => {
    const target = element.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current()
      },
      { rootMargin: '0px 0px 200px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [])
  return <div ref={element} className="pc-sentinel" aria-hidden="true" />
}
