import { observer } from 'mobx-react-lite'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { ElementButton } from './ElementButton.tsx'
import { openModal } from './openModal.ts'
import type { ElementAttributes } from './readElementAttributes.ts'

/**
 * The connect button of `<appkit-button>` (while its namespace, or the active one, is not
 * connected) and `<appkit-connect-button>`: "Connect Wallet", or "Connecting..." while a
 * connection is made or restored; opens the modal (the Connect view while disconnected). It is
 * ConnectButton's look, written apart: ConnectButton follows the active namespace only, has no
 * disabled state, and importing it here would split it out of the code loaded before the first
 * open (its size budget).
 */
export const ElementConnectButton = observer(function ElementConnectButton({
  disabled = false,
  size,
  label,
  loadingLabel,
  namespace,
}: Pick<ElementAttributes, 'size' | 'label' | 'loadingLabel'> & Partial<Pick<ElementAttributes, 'disabled' | 'namespace'>>) {
  const appKit = useAppKitInstance()
  const { connections, i18n } = appKit.store
  const status = namespace ? connections.connectionOf(namespace).status : connections.status
  const connecting = status === 'connecting'
  return (
    <ElementButton
      size={size}
      variant="accent"
      state={status}
      disabled={disabled}
      busy={connecting}
      onClick={() => openModal(appKit, namespace ? { namespace } : {})}
    >
      {connecting ? (loadingLabel ?? i18n.t('button.connecting')) : (label ?? i18n.t('button.connect'))}
    </ElementButton>
  )
})
