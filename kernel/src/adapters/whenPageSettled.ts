import { whenIdle } from '../services/whenIdle.ts'

/**
 * Runs `task` once the page has loaded and the browser is idle after it, so it is not in the way
 * of the page; returns the function that cancels it. Nothing runs on a server.
 */
export function whenPageSettled(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  let cancel = (): void => {}
  const onLoad = (): void => {
    cancel = whenIdle(task)
  }
  if (document.readyState === 'complete') onLoad()
  else {
    window.addEventListener('load', onLoad, { once: true })
    cancel = () => window.removeEventListener('load', onLoad)
  }
  return () => cancel()
}
