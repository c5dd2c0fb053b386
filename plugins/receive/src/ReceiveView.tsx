import { safeImageUrl } from '@portico/kernel/extend'
import { useTranslate } from '@portico/ui'
import { CopyAddressButton, QrCode, usePartStyles, usePluginContext } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import { receiveCss } from './receiveCss.ts'

/** The active account's address as text with copy and as a QR code, and the networks of its namespace. */
const ReceiveView = observer(function ReceiveView() {
  usePartStyles('receive', receiveCss)
  const t = useTranslate()
  const { connections, networks } = usePluginContext('receive')
  const headingId = useId()
  const address = connections.activeAddress
  const namespace = connections.activeNamespace
  if (!address || !namespace) {
    return (
      <div className="pc-receive" data-state="empty">
        <p className="pc-empty">{t('receive.notConnected')}</p>
      </div>
    )
  }
  const receivable = networks.forNamespace(namespace)
  return (
    <div className="pc-receive" data-state="default">
      <div className="pc-receive-qr">
        <QrCode value={address} label={t('receive.qrLabel', { address })} size={216} />
      </div>
      <p className="pc-receive-heading">{t('receive.address')}</p>
      <div className="pc-receive-address">
        <code>{address}</code>
        <CopyAddressButton address={address} />
      </div>
      <h3 className="pc-receive-heading" id={headingId}>
        {t('receive.networks')}
      </h3>
      <ul className="pc-receive-networks" aria-labelledby={headingId}>
        {receivable.map((network) => {
          const image = safeImageUrl(network.assets?.imageUrl)
          return (
            <li key={network.caipNetworkId} className="pc-receive-network">
              {image && <img src={image} alt="" width={16} height={16} />}
              {network.name}
            </li>
          )
        })}
      </ul>
      <p className="pc-receive-note">{t('receive.note')}</p>
    </div>
  )
})

export default ReceiveView
