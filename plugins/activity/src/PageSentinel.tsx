import { useEffect, useRef } from 'react'

/**
 * An empty element after the list that calls `onVisible` when it scrolls near the view. Give it
 * a new `key` after each page, so a sentinel still in view after loading asks again.
 */
export function PageSentinel({ onVisible }: { onVisible: () => void }) {
  const element = useRef<HTMLDivElement>(null)
  const callback = useRef(onVisible)
  useEffect(() => {
    callback.current = onVisible
  })
  useEffect(() => {
    const target = element.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current()
    }, { rootMargin: '0px 0px 160px 0px' })
    observer.observe(target)
    return () => observer.disconnect()
  }, [])
  return <div ref={element} className="pc-activity-sentinel" aria-hidden="true" />
}
