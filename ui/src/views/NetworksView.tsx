import { observer } from 'mobx-react-lite'
import { useTranslate } from '../useTranslate.ts'
import { NetworkList } from './networks/NetworkList.tsx'
import { useNetworkSwitch } from './networks/useNetworkSwitch.ts'
import { useModalContext } from './useModalContext.ts'

/** The Networks view: the configured networks by namespace; choosing one switches to it. */
const NetworksView = observer(function NetworksView() {
  const { networks, router } = useModalContext()
  const t = useTranslate()
  const networkSwitch = useNetworkSwitch(() => router.goBack())

  return (
    <div className="pc-screen pc-networks" data-state={networkSwitch.pendingId ? 'loading' : networks.isUnsupported ? 'error' : 'default'}>
      {networks.isUnsupported ? (
        <p className="pc-notice" data-state="error">
          <span className="pc-tag" data-variant="error">{t('networks.unsupported')}</span> {t('networks.unsupportedActive')}
        </p>
      ) : null}
      <NetworkList networkSwitch={networkSwitch} />
    </div>
  )
})

export default NetworksView
