import { observer } from 'mobx-react-lite'
import { Button } from '../shell/Button.tsx'
import { useTranslate } from '../useTranslate.ts'
import { useDisconnectAction } from './account/useDisconnectAction.ts'
import { NetworkList } from './networks/NetworkList.tsx'
import { useNetworkSwitch } from './networks/useNetworkSwitch.ts'
import { useModalContext } from './useModalContext.ts'

/** The UnsupportedChain view (SPEC §2): the active network is not supported; switch to a configured one, or disconnect. */
const UnsupportedChainView = observer(function UnsupportedChainView() {
  const store = useModalContext()
  const t = useTranslate()
  const { disconnecting, disconnect } = useDisconnectAction()
  const networkSwitch = useNetworkSwitch(() => {
    if (!store.requestClose()) store.router.reset('Account')
  })

  const busy = disconnecting || networkSwitch.pendingId !== undefined
  return (
    <div className="pc-screen pc-unsupported" data-state={busy ? 'loading' : 'default'}>
      <p className="pc-text-secondary">{t('networks.unsupportedExplanation')}</p>
      <NetworkList networkSwitch={networkSwitch} />
      <Button variant="secondary" fullWidth loading={disconnecting} onClick={() => void disconnect()}>
        {t('account.disconnect')}
      </Button>
    </div>
  )
})

export default UnsupportedChainView
