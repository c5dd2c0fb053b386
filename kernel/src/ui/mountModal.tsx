import { createRoot } from 'react-dom/client'
import type { AppKit } from '../AppKit.ts'
import { ModalRoot } from './ModalRoot.tsx'

/** Mounts the modal for an instance (client only); returns the function that unmounts it and removes its container. */
export function mountModal(appKit: AppKit): () => void {
  if (typeof document === 'undefined') return () => {}
  const container = document.createElement('div')
  container.setAttribute('data-portico-host', '')
  document.body.append(container)
  const root = createRoot(container)
  root.render(<ModalRoot appKit={appKit} />)
  return () => {
    root.unmount()
    container.remove()
  }
}
