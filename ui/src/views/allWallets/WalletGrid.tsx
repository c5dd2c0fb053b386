import { observer } from 'mobx-react-lite'
import { imageUrlOf, installedRdns, isWalletInstalled } from '@portico/kernel/internal'
import type { Wallet } from '@portico/kernel/internal'
import { useTranslate } from '../../useTranslate.ts'
import { chooseWalletEntry } from '../connect/chooseWalletEntry.ts'
import { useModalContext } from '../useModalContext.ts'
import { WalletImage } from '../wallet/WalletImage.tsx'

/** A grid of registry wallets; choosing one connects through its installed connector, else WalletConnect. */
export const WalletGrid = observer(function WalletGrid({ wallets, skeletons }: { wallets: Wallet[]; skeletons: number }) {
  const store = useModalContext()
  const t = useTranslate()
  const installed = installedRdns(store.adapters.connectors)
  const choose = (wallet: Wallet): void => {
    const connector = store.adapters.connectors.find(
      (candidate) => candidate.explorerId === wallet.id || (typeof wallet.rdns === 'string' && candidate.info?.rdns === wallet.rdns),
    )
    chooseWalletEntry(store, { connectorId: connector?.id, walletId: wallet.id })
  }
  return (
    <ul className="pc-wallet-grid" aria-label={t('wallets.list')}>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <button type="button" className="pc-wallet-card" data-wallet={wallet.id} onClick={() => choose(wallet)}>
            <WalletImage url={imageUrlOf(wallet.image_url, wallet.image_id, store.config.options.projectServiceUrl)} size="large" />
            <span className="pc-wallet-card-name">{wallet.name}</span>
            {isWalletInstalled(wallet, installed) ? <span className="pc-tag">{t('wallets.installed')}</span> : null}
          </button>
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={`skeleton-${index}`} aria-hidden="true" className="pc-wallet-card pc-skeleton" data-skeleton="" />
      ))}
    </ul>
  )
})
