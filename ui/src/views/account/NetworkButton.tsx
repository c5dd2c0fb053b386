import { observer } from 'mobx-react-lite'
import { imageUrlOf } from '@portico/kernel/internal'
import { useTranslate } from '../../useTranslate.ts'
import { useModalContext } from '../useModalContext.ts'
import { WalletImage } from '../wallet/WalletImage.tsx'

/** The active network; opens the Networks view. */
export const NetworkButton = observer(function NetworkButton() {
  const { networks, router, config } = useModalContext()
  const t = useTranslate()
  const network = networks.active
  const name = network && !networks.isUnsupported ? network.name : t('networks.unsupported')
  return (
    <button
      type="button"
      className="pc-chip-button"
      data-state={networks.isUnsupported ? 'error' : 'default'}
      aria-label={network ? t('account.network', { name }) : t('account.noNetwork')}
      onClick={() => router.push('Networks')}
    >
      <WalletImage url={imageUrlOf(network?.assets?.imageUrl, network?.assets?.imageId, config.options.projectServiceUrl)} size="small" fallbackIcon="network" markName={network?.name} />
      <span>{network ? name : t('account.noNetwork')}</span>
    </button>
  )
})
