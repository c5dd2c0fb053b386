import { createRoot } from 'react-dom/client'
import { waitAtMost } from '@portico/kernel/internal'
import type { AppKit, MountedModal } from '@portico/kernel/internal'
import { ModalRoot } from './ModalRoot.tsx'
import { prepareView } from './prepareView.ts'
import { registerCoreViews } from './coreViews.ts'

/** Mounts the modal for an instance (client only, `document` present); ahead of the first open, it prepares the view that open would show. */
export function mountModal(appKit: AppKit): MountedModal {
  // The kernel's views come with the modal's code; registered before anything asks for one.
  const removeCoreViews = registerCoreViews(appKit.store.registry)
  const container = document.createElement('div')
  container.setAttribute('data-portico-host', '')
  document.body.append(container)
  const root = createRoot(container)
  root.render(<ModalRoot appKit={appKit} />)
  const { modal, connections } = appKit.store
  // Mounted ahead of the first open: the view it would show is prepared now, so that open is instant.
  if (!modal.open) void prepareView(appKit.store, connections.isConnected ? 'Account' : 'Connect')
  return {
    // A part (or the locale's texts) still on its way after 1 s shows its loading state (English) rather than hold the modal back.
    prepare: (view) => waitAtMost(Promise.all([prepareView(appKit.store, view), appKit.store.i18n.loaded]), 1000),
    unmount: () => {
      root.unmount()
      container.remove()
      removeCoreViews()
    },
  }
}
