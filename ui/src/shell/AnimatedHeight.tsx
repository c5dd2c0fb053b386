import { useEffect, useRef, useState, type ReactNode } from 'react'

/** Animates its block size (150 ms, `--pc-duration-height`) to the measured size of its content. */
export function AnimatedHeight({ children }: { children: ReactNode }) {
  const contentRef = useRef<HTMLDivElement>(null)
  const [blockSize, setBlockSize] = useState<number | undefined>(undefined)

  useEffect(() => {
    const content = contentRef.current
    if (!content || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1]
      const measured = entry?.borderBoxSize?.[0]?.blockSize ?? content.getBoundingClientRect().height
      setBlockSize(Math.ceil(measured))
    })
    observer.observe(content)
    return () => observer.disconnect()
  }, [])

  return (
    <div className="pc-body" data-part="body" style={blockSize === undefined ? undefined : { blockSize: `${blockSize}px` }}>
      <div ref={contentRef} className="pc-body-content">
        {children}
      </div>
    </div>
  )
}
