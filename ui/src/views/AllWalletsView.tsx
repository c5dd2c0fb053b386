import { observer } from 'mobx-react-lite'
import { useEffect, useId, useState } from 'react'
import { Button } from '../shell/Button.tsx'
import { useTranslate } from '../useTranslate.ts'
import { InfiniteScrollSentinel } from './allWallets/InfiniteScrollSentinel.tsx'
import { WalletGrid } from './allWallets/WalletGrid.tsx'
import { useDebouncedValue } from './allWallets/useDebouncedValue.ts'
import { useModalContext } from './useModalContext.ts'

/** How long typing must pause before the registry is searched. */
const SEARCH_DEBOUNCE_MS = 300
/** Placeholder cards shown while a page or a search loads. */
const SKELETON_CARDS = 9

/** The AllWallets view: search the registry, or scroll its pages of 40. */
const AllWalletsView = observer(function AllWalletsView() {
  const { wallets } = useModalContext()
  const t = useTranslate()
  const inputId = useId()
  const [query, setQuery] = useState(() => wallets.searchQuery)
  const debouncedQuery = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)

  useEffect(() => {
    if (wallets.page === 0) void wallets.fetchNextPage()
  }, [wallets])
  useEffect(() => {
    if (debouncedQuery !== wallets.searchQuery) void wallets.search(debouncedQuery)
  }, [debouncedQuery, wallets])

  const searching = wallets.searchQuery !== ''
  const list = searching ? wallets.searchResults : wallets.wallets
  const retry = (): void => void (searching ? wallets.search(wallets.searchQuery) : wallets.fetchNextPage())
  const state = wallets.error && list.length === 0 ? 'error' : wallets.loading && list.length === 0 ? 'loading' : list.length === 0 ? 'empty' : 'default'

  // One polite status says what is loading, how many wallets a search found, or that none was
  // found; that last it also shows.
  const status = wallets.loading ? t('wallets.loading') : state === 'empty' ? t('wallets.empty') : searching && state === 'default' ? t('wallets.found', { count: list.length }) : ''

  return (
    <div className="pc-screen pc-all-wallets" data-state={state}>
      <div role="search" className="pc-search">
        <label htmlFor={inputId} className="pc-visually-hidden">
          {t('wallets.search')}
        </label>
        <input
          id={inputId}
          type="search"
          className="pc-input"
          placeholder={t('wallets.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p role="status" className={state === 'empty' ? 'pc-empty' : 'pc-visually-hidden'} data-part="wallets-status">
        {status}
      </p>
      {list.length > 0 || wallets.loading ? <WalletGrid wallets={list} skeletons={wallets.loading ? SKELETON_CARDS : 0} /> : null}
      {wallets.error ? (
        <div className="pc-part" data-state="error" role="alert">
          <p className="pc-text-secondary">{t('wallets.error')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('wallets.retry')}
          </Button>
        </div>
      ) : null}
      {!searching && wallets.hasMore && !wallets.loading && !wallets.error ? (
        <InfiniteScrollSentinel key={wallets.page} onVisible={() => void wallets.fetchNextPage()} />
      ) : null}
    </div>
  )
})

export default AllWalletsView
