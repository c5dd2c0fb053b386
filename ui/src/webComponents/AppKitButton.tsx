import { observer } from 'mobx-react-lite'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { AppKitAccountButton } from './AppKitAccountButton.tsx'
import { ElementConnectButton } from './ElementConnectButton.tsx'
import { connectedAddressOf } from './connectedAddressOf.ts'
import type { ElementAttributes } from './readElementAttributes.ts'

/** `<appkit-button>`: the connect button while its namespace (or the active one) is disconnected, the account button once connected. */
export const AppKitButton = observer(function AppKitButton(attributes: ElementAttributes) {
  const { connections } = useAppKitInstance().store
  const connected = connectedAddressOf(connections, attributes.namespace) !== undefined
  return connected ? <AppKitAccountButton {...attributes} /> : <ElementConnectButton {...attributes} />
})
