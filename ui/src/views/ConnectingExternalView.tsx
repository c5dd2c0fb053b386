import { observer } from 'mobx-react-lite'
import { Button } from '../shell/Button.tsx'
import { Icon } from '../shell/Icon.tsx'
import { useTranslate } from '../useTranslate.ts'
import { connectorImageUrl } from '@portico/kernel/internal'
import { ConnectionFailure } from './connecting/ConnectionFailure.tsx'
import { useConnectAttempt } from './connecting/useConnectAttempt.ts'
import { ConnectingExternalData } from './connecting/ConnectingExternalData.ts'
import { useModalContext } from './useModalContext.ts'
import { useRouteData } from './useRouteData.ts'
import { WalletImage } from './wallet/WalletImage.tsx'

/** Connecting through a connector: waiting for the wallet, declined (with retry), or failed. */
const ConnectingExternalView = observer(function ConnectingExternalView() {
  const store = useModalContext()
  const t = useTranslate()
  const connectorId = useRouteData('ConnectingExternal', ConnectingExternalData)?.connectorId
  const { state, failure, retry } = useConnectAttempt(connectorId ? () => store.adapters.connect(connectorId) : undefined)

  const connector = store.adapters.connectors.find((candidate) => candidate.id === connectorId)
  const wallet = connector?.name ?? t('connect.external.unknownWallet')
  return (
    <div className="pc-screen pc-connecting" data-state={state}>
      <div className="pc-connecting-image">
        <WalletImage url={connector && connectorImageUrl(connector, store.config.options.connectorImages)} size="large" />
        {state === 'waiting' ? <Icon name="spinner" size={20} className="pc-connecting-spinner" /> : null}
        {state !== 'waiting' ? <Icon name="warning" size={20} className="pc-connecting-badge" /> : null}
      </div>
      {/* Waiting is said politely; a declined or failed attempt at once (an alert, announced as it appears). */}
      {state === 'waiting' ? (
        <div role="status" className="pc-connecting-status">
          <p className="pc-text-primary">{t('connect.external.continueIn', { wallet })}</p>
          <p className="pc-text-secondary">{t('connect.external.waitingHint')}</p>
        </div>
      ) : (
        <ConnectionFailure declined={state === 'declined'} failure={failure} />
      )}
      {state !== 'waiting' && connectorId ? (
        <Button onClick={retry}>
          {t('connect.external.retry')}
        </Button>
      ) : null}
    </div>
  )
})

export default ConnectingExternalView
