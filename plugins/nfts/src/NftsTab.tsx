import { Button, usePartStyles, usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { NftImage } from './NftImage.tsx'
import { nftsCss } from './nftsCss.ts'
import { useNftsStore } from './useNftsStore.ts'

/** How many placeholder tiles the loading state shows: two rows of the grid. */
const skeletonTiles = 4

/**
 * The Account view's NFTs tab: the active account's NFTs on the active network as a grid of
 * cards (image, name, collection), each opening the NFT's detail view; skeleton tiles while the
 * first page loads, an empty state, an error with Try again, and "Show more" for the next page.
 */
const NftsTab = observer(function NftsTab() {
  usePartStyles('nfts', nftsCss)
  const t = useTranslate()
  const { router, networks } = usePluginContext('nfts')
  const store = useNftsStore()
  const { key, state } = store
  // Asked when the tab shows, and again for another account or network.
  useEffect(() => store.load(), [store, key])

  if (state === 'unavailable' || state === 'unsupported') {
    return (
      <p className="pc-empty pc-nfts-message" data-state={state}>
        {t(state === 'unavailable' ? 'nfts.unavailable' : 'nfts.unsupportedNetwork')}
      </p>
    )
  }
  if (state === 'loading') {
    return (
      <ul className="pc-nfts-grid" data-state="loading" aria-busy="true" aria-label={t('nfts.loading')}>
        {Array.from({ length: skeletonTiles }, (_, index) => (
          <li key={index} className="pc-nft-card pc-nft-skeleton" aria-hidden="true">
            <span className="pc-nft-image pc-skeleton" data-size="card" />
            {/* In the name's and the collection's own lines, so the tile is as tall as the card that replaces it. */}
            <span className="pc-nft-name">
              <span className="pc-skeleton pc-nft-skeleton-line" data-width="long" />
            </span>
            <span className="pc-nft-collection">
              <span className="pc-skeleton pc-nft-skeleton-line" data-width="short" />
            </span>
          </li>
        ))}
      </ul>
    )
  }
  if (state === 'error') {
    return (
      <div className="pc-nfts-message" data-state="error">
        <p className="pc-empty">{t('nfts.error')}</p>
        <Button variant="secondary" size="sm" onClick={store.retry}>
          {t('nfts.retry')}
        </Button>
      </div>
    )
  }
  if (state === 'empty') {
    return (
      <div className="pc-nfts-message" data-state="empty">
        <p className="pc-text-primary">{t('nfts.empty')}</p>
        <p className="pc-text-secondary">{t('nfts.emptyNote', { network: networks.active?.name ?? '' })}</p>
      </div>
    )
  }
  return (
    <div className="pc-nfts" data-state={store.failed ? 'error' : 'default'}>
      <ul className="pc-nfts-grid" aria-label={t('nfts.list')} aria-busy={store.loading || undefined}>
        {store.nfts.map((nft) => (
          <li key={nft.id}>
            <button type="button" className="pc-nft-card" onClick={() => router.push('NftDetail', { nft })}>
              <NftImage nft={nft} serviceUrl={store.serviceUrl} alt="" size="card" />
              <span className="pc-nft-name">{nft.name}</span>
              <span className="pc-nft-collection">{nft.collection.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {store.failed && <p className="pc-empty pc-nfts-more-error">{t('nfts.error')}</p>}
      {(store.next !== null || store.failed) && (
        <Button variant="secondary" size="sm" fullWidth loading={store.loading} onClick={store.failed ? store.retry : store.loadMore}>
          {t(store.failed ? 'nfts.retry' : 'nfts.loadMore')}
        </Button>
      )}
    </div>
  )
})

export default NftsTab
