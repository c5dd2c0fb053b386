import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { Button } from '../shell/Button.tsx'
import { QrCode } from '../shell/QrCode.tsx'
import { Spinner } from '../shell/Spinner.tsx'
import { useTranslate } from '../useTranslate.ts'
import { walletLink, isMobileDevice, registryWalletById, imageUrlOf } from '@portico/kernel/internal'
import { ConnectionFailure } from './connecting/ConnectionFailure.tsx'
import { useConnectAttempt } from './connecting/useConnectAttempt.ts'
import { ConnectingWalletConnectData } from './connecting/ConnectingWalletConnectData.ts'
import { useModalContext } from './useModalContext.ts'
import { useRouteData } from './useRouteData.ts'
import { WalletImage } from './wallet/WalletImage.tsx'

/** SPEC §8's text when no adapter offers a WalletConnect connector: for the developer's console, never the user. */
const connectorMissing = 'WalletConnectConnector not found'

/**
 * Connecting through WalletConnect: a spinner until the pairing URI exists, then its QR code and
 * a copy-link button (a fresh code replaces one about to expire, SPEC §5); declined or failed
 * with retry. A wallet chosen from the registry is named, offered as a button that opens its app
 * by its checked deep or universal link (the choice stored, SPEC §3), and kept as recent on success.
 */
const ConnectingWalletConnectView = observer(function ConnectingWalletConnectView() {
  const store = useModalContext()
  const t = useTranslate()
  const walletId = useRouteData('ConnectingWalletConnect', ConnectingWalletConnectData)?.walletId
  const connector = store.adapters.connectors.find((candidate) => candidate.type === 'WALLET_CONNECT')
  const chosen = walletId ? registryWalletById(store, walletId) : undefined
  useEffect(() => {
    if (!connector) store.logger.error(`${connectorMissing}: list walletConnect() among the adapters to connect registry wallets`)
  }, [connector, store])
  const { state, failure, retry } = useConnectAttempt(
    connector ? (signal) => store.adapters.connect(connector.id, { signal, ...(chosen ? { wallet: chosen } : {}) }) : undefined,
    t('connect.walletConnect.unavailable'),
  )
  const pairing = store.adapters.pairing
  const walletName = chosen?.name
  const [mobile] = useState(isMobileDevice)
  // On a phone the wallet's app opens by its mobile link; on a computer by its desktop app's.
  const choice = mobile ? 'mobile' : 'desktop'
  const link = chosen && pairing ? walletLink(chosen, pairing.uri, choice) : undefined

  const openWallet = (href: string, name: string): void => {
    store.storage.set('deeplinkChoice', { href: href.slice(0, href.indexOf('wc?uri=')), name })
    window.open(href, '_self', 'noopener,noreferrer')
  }

  const copy = async (uri: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(uri)
      store.snack.showSuccess(t('connect.walletConnect.copied'))
    } catch {
      store.snack.showError(t('connect.walletConnect.copyFailed'))
    }
  }

  if (state === 'waiting' && !pairing) {
    return (
      <div className="pc-screen pc-connecting" data-state="loading">
        <div className="pc-view-state">
          <Spinner label={t('connect.walletConnect.preparing')} />
          <p>{t('connect.walletConnect.preparing')}</p>
        </div>
      </div>
    )
  }
  if (state === 'waiting' && pairing) {
    return (
      <div className="pc-screen pc-connecting" data-state="waiting">
        <div className="pc-walletconnect-qr">
          <QrCode value={pairing.uri} label={t('connect.walletConnect.qrLabel')} size={264} />
        </div>
        <div role="status" className="pc-connecting-status">
          {chosen ? <WalletImage url={imageUrlOf(chosen.image_url, chosen.image_id, store.config.options.projectServiceUrl)} markName={chosen.name} /> : null}
          <p className="pc-text-primary">{walletName ? t('connect.walletConnect.scanWallet', { wallet: walletName }) : t('connect.walletConnect.scan')}</p>
          <p className="pc-text-secondary">{t('connect.walletConnect.scanHint')}</p>
        </div>
        {link && walletName ? (
          <Button icon="external" fullWidth onClick={() => openWallet(link, walletName)}>
            {t('connect.walletConnect.open', { wallet: walletName })}
          </Button>
        ) : null}
        <Button variant="secondary" icon="copy" fullWidth onClick={() => void copy(pairing.uri)}>
          {t('connect.walletConnect.copy')}
        </Button>
      </div>
    )
  }
  return (
    <div className="pc-screen pc-connecting" data-state={state}>
      {/* A declined or failed attempt is said at once, as it appears. */}
      <ConnectionFailure declined={state === 'declined'} failure={failure} />
      {connector ? <Button onClick={retry}>{t('connect.external.retry')}</Button> : null}
    </div>
  )
})

export default ConnectingWalletConnectView
