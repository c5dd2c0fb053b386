import { reaction } from 'mobx'
import type { AppKit } from './AppKit.ts'

/**
 * Opens the modal on UnsupportedChain when a connected wallet is on a network the app does
 * not support, network switching is enabled and unsupported networks are not allowed (SPEC §2).
 * Returns the function that stops watching.
 */
export function openOnUnsupportedNetwork(appKit: AppKit): () => void {
  const { connections, networks, router } = appKit.store
  return reaction(
    () => connections.isConnected && networks.showUnsupportedView,
    (show) => {
      if (show && !(appKit.store.modal.open && router.view === 'UnsupportedChain')) void appKit.open({ view: 'UnsupportedChain' })
    },
  )
}
