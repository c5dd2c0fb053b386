import { useLayoutEffect, useState } from 'react'

/** A container on `document.body` for the modal's portal, kept while mounted; null when disabled. */
export function usePortalContainer(enabled: boolean): HTMLElement | null {
  const [container] = useState(() => (enabled && typeof document !== 'undefined' ? document.createElement('div') : null))
  useLayoutEffect(() => {
    if (!container) return
    container.setAttribute('data-portico-portal', '')
    document.body.append(container)
    return () => container.remove()
  }, [container])
  return container
}
