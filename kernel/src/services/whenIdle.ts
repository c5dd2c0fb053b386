/** Runs `task` when the browser is idle (a short timeout where `requestIdleCallback` is missing); returns the cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 200)
  return () => clearTimeout(handle)
}
