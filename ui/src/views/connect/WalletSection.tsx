import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { ListItem } from '../../shell/ListItem.tsx'
import { useTranslate } from '../../useTranslate.ts'
import { useModalContext } from '../useModalContext.ts'
import { PreloadedListItem } from '../wallet/PreloadedListItem.tsx'
import { chooseWalletEntry } from './chooseWalletEntry.ts'
import { isAllWalletsShown } from './isAllWalletsShown.ts'
import { isMobileDevice, isConnectorOffered, RECOMMENDED_WALLETS, walletEntries } from '@portico/kernel/internal'
import type { WalletEntry } from '@portico/kernel/internal'
import { WalletRowPlaceholder } from './WalletRowPlaceholder.tsx'
import { walletConnectMark } from './walletConnectMark.ts'

/** The Connect view's wallet rows beside e-mail and social login (AppKit's budget, issue 34). */
const COMPACT_WALLET_ROWS = 3

// WalletConnect's own mark, in its blue, unless the host gave the connector an image.
const walletConnectLogo = (
  <svg className="pc-brand-mark" data-brand="walletconnect" viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
    <path d={walletConnectMark} fill="currentColor" />
  </svg>
)

/** The kernel's wallet section of the Connect view: connectors and registry wallets, then All Wallets. */
const WalletSection = observer(function WalletSection() {
  const store = useModalContext()
  const t = useTranslate()
  const headingId = useId()
  const { wallets } = store
  useEffect(() => {
    // The first registry page gives the recommended wallets and the count; each call is a no-op without a registry.
    if (wallets.page === 0) void wallets.fetchNextPage()
    if (wallets.featuredWallets.length === 0) void wallets.fetchFeatured()
  }, [wallets])
  const isMobile = isMobileDevice()
  // Beside e-mail and social login (an AUTH connector and their sections), the view keeps AppKit's
  // budget: at most three wallet rows, the installed ones always, then the others in SPEC §9's
  // order; All Wallets lists the rest.
  const compact = store.registry.connectSections.some((section) => section.kind !== 'wallet') && store.adapters.connectors.some((connector) => connector.type === 'AUTH')
  const allEntries = walletEntries(store, isMobile)
  const installed = allEntries.filter((entry) => entry.group === 'injected').length
  let rowsLeft = compact ? Math.max(0, COMPACT_WALLET_ROWS - installed) : Infinity
  const entries = allEntries.filter((entry) => entry.group === 'injected' || rowsLeft-- > 0)
  const showAllWallets = isAllWalletsShown(store.config.features.allWallets, store.config.options, isMobile)
  const tagOf = (entry: WalletEntry): string | undefined => {
    if (entry.group === 'injected') return t('connect.installed')
    if (entry.group === 'recent') return t('connect.recent')
    if (entry.group === 'walletConnect' && !isMobile) return t('connect.qrCode')
    return undefined
  }

  if (entries.length === 0 && !showAllWallets) {
    return (
      <div className="pc-wallet-section" data-state="empty">
        <p className="pc-empty">{t('connect.noWallets')}</p>
      </div>
    )
  }
  const count = wallets.count
  // Until the registry's first page arrives, its recommended rows keep their places (no jump after).
  const reserved = wallets.registry && wallets.page === 0 && wallets.error === undefined && isConnectorOffered({ type: 'WALLET_CONNECT' }, store.config.options) ? Math.min(RECOMMENDED_WALLETS, Math.max(0, rowsLeft)) : 0
  return (
    <div className="pc-wallet-section" data-state="default">
      <h2 id={headingId} className="pc-visually-hidden">
        {t('connect.wallets')}
      </h2>
      <ul className="pc-list" aria-labelledby={headingId}>
        {entries.map((entry) =>
          entry.placeholder ? (
            <WalletRowPlaceholder key={entry.key} />
          ) : (
            <li key={entry.key}>
              <PreloadedListItem
                label={entry.name}
                imageUrl={entry.imageUrl}
                {...(entry.group === 'walletConnect' && entry.imageUrl === undefined ? { leading: walletConnectLogo } : {})}
                tag={tagOf(entry)}
                chevron={false}
                data-group={entry.group}
                onClick={() => chooseWalletEntry(store, entry)}
              />
            </li>
          ),
        )}
        {Array.from({ length: reserved }, (_, index) => (
          <WalletRowPlaceholder key={`reserved-${index}`} />
        ))}
        {showAllWallets ? (
          <li>
            <ListItem
              label={t('connect.allWallets')}
              icon="wallet"
              data-group="allWallets"
              tag={count > 0 ? (count >= 10 ? t('connect.walletCount', { count: Math.floor(count / 10) * 10 }) : String(count)) : undefined}
              onClick={() => store.router.push('AllWallets')}
            />
          </li>
        ) : null}
      </ul>
    </div>
  )
})

export default WalletSection
