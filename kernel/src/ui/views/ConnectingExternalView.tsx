import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { errorText } from '../../errors/errorText.ts'
import { Button } from '../shell/Button.tsx'
import { Icon } from '../shell/Icon.tsx'
import { useTranslate } from '../useTranslate.ts'
import { useRootStore } from './useRootStore.ts'
import { WalletImage } from './wallet/WalletImage.tsx'

/** Where a connection attempt stands. */
export type ConnectingState = 'waiting' | 'declined' | 'error'

function connectorIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const connectorId = (data as { connectorId?: unknown }).connectorId
  return typeof connectorId === 'string' ? connectorId : undefined
}

function isUserRejection(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  // SPEC §8: 4001 is user rejected, and 5000 is treated as a user rejection.
  return code === 4001 || code === 5000
}

/** Connecting through a connector: waiting for the wallet, declined (with retry), or failed. */
const ConnectingExternalView = observer(function ConnectingExternalView() {
  const store = useRootStore()
  const t = useTranslate()
  const [connectorId] = useState(() => connectorIdOf(store.router.data))
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<ConnectingState>(connectorId ? 'waiting' : 'error')
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const mounted = useRef(false)
  const startedAttempt = useRef(-1)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    // One wallet request per attempt, also when effects run twice in development.
    if (!connectorId || startedAttempt.current === attempt) return
    startedAttempt.current = attempt
    store.adapters.connect(connectorId).then(
      () => {
        if (!mounted.current) return
        if (store.modal.embedded) store.requestClose()
        else store.router.reset('Account')
      },
      (error: unknown) => {
        if (!mounted.current) return
        setFailure(errorText(error))
        setState(isUserRejection(error) ? 'declined' : 'error')
      },
    )
  }, [attempt, connectorId, store])

  const retry = (): void => {
    setFailure(undefined)
    setState('waiting')
    setAttempt((previous) => previous + 1)
  }

  const connector = store.adapters.connectors.find((candidate) => candidate.id === connectorId)
  const wallet = connector?.name ?? t('connect.external.unknownWallet')
  return (
    <div className="pc-screen pc-connecting" data-state={state}>
      <div className="pc-connecting-image">
        <WalletImage url={connector?.imageUrl} size="large" />
        {state === 'waiting' ? <Icon name="spinner" size={20} className="pc-connecting-spinner" /> : null}
        {state !== 'waiting' ? <Icon name="warning" size={20} className="pc-connecting-badge" /> : null}
      </div>
      <div role="status" className="pc-connecting-status">
        {state === 'waiting' ? (
          <>
            <p className="pc-text-primary">{t('connect.external.continueIn', { wallet })}</p>
            <p className="pc-text-secondary">{t('connect.external.waitingHint')}</p>
          </>
        ) : null}
        {state === 'declined' ? (
          <>
            <p className="pc-text-error">{t('connect.external.declined')}</p>
            <p className="pc-text-secondary">{t('connect.external.declinedHint')}</p>
          </>
        ) : null}
        {state === 'error' ? (
          <>
            <p className="pc-text-error">{t('connect.external.failed')}</p>
            {failure ? <p className="pc-text-secondary">{failure}</p> : null}
          </>
        ) : null}
      </div>
      {state !== 'waiting' && connectorId ? (
        <Button onClick={retry}>
          {t('connect.external.retry')}
        </Button>
      ) : null}
    </div>
  )
})

export default ConnectingExternalView
