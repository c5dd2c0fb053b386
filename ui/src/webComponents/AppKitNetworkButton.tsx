import { observer } from 'mobx-react-lite'
import { imageUrlOf } from '@portico/kernel/internal'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { ElementButton } from './ElementButton.tsx'
import { NetworkImage } from './NetworkImage.tsx'
import { openModal } from './openModal.ts'
import type { ElementAttributes } from './readElementAttributes.ts'

/** `<appkit-network-button>`: the active network's image and name; opens the Networks view. */
export const AppKitNetworkButton = observer(function AppKitNetworkButton({ disabled, size }: ElementAttributes) {
  const appKit = useAppKitInstance()
  const { networks, i18n, config } = appKit.store
  const network = networks.active
  const unsupported = networks.isUnsupported
  const name = !network ? i18n.t('button.networkNone') : unsupported ? i18n.t('button.networkUnsupported') : network.name
  return (
    <ElementButton
      size={size}
      variant="surface"
      state={!network ? 'empty' : unsupported ? 'error' : 'default'}
      disabled={disabled}
      accessibleName={network ? i18n.t('button.network', { name }) : undefined}
      onClick={() => openModal(appKit, { view: 'Networks' })}
    >
      {network && !unsupported ? <NetworkImage url={imageUrlOf(network.assets?.imageUrl, network.assets?.imageId, config.options.projectServiceUrl)} /> : null}
      <span>{name}</span>
    </ElementButton>
  )
})
