import { useState } from 'react'
import { useModalContext } from '../useModalContext.ts'

/** The disconnect button's action: disconnects the active namespace, then closes the modal (or shows Connect when it may not close). */
export function useDisconnectAction(): { disconnecting: boolean; disconnect: () => Promise<void> } {
  const store = useModalContext()
  const [disconnecting, setDisconnecting] = useState(false)
  const disconnect = async (): Promise<void> => {
    setDisconnecting(true)
    try {
      await store.adapters.disconnect(store.connections.activeNamespace)
      if (!store.requestClose()) store.router.reset('Connect')
    } catch (error) {
      store.snack.showError(error)
    } finally {
      setDisconnecting(false)
    }
  }
  return { disconnecting, disconnect }
}
