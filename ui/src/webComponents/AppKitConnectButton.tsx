import { ElementConnectButton } from './ElementConnectButton.tsx'
import type { ElementAttributes } from './readElementAttributes.ts'

/**
 * `<appkit-connect-button>`: "Connect Wallet" (or its label), "Connecting..." (or its loadingLabel)
 * while connecting; opens the modal. It takes AppKit's size, label and loadingLabel.
 */
export function AppKitConnectButton({ size, label, loadingLabel }: ElementAttributes) {
  return <ElementConnectButton size={size} label={label} loadingLabel={loadingLabel} />
}
