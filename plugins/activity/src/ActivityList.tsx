import { Button, InfiniteScrollSentinel, usePartStyles, usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { activityCss } from './activityCss.ts'
import { ActivityRow } from './ActivityRow.tsx'
import { explorerTransactionUrl } from './explorerTransactionUrl.ts'
import { summarizePending } from './summarizePending.ts'
import { summarizeTransaction } from './summarizeTransaction.ts'
import { useActivityStore } from './useActivityStore.ts'

/** Placeholder rows while the first page loads. */
function SkeletonRows() {
  return (
    <ul className="pc-activity-list" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="pc-activity-item">
          <div className="pc-activity-row" data-state="loading">
            <span className="pc-activity-icon">
              <span className="pc-activity-image pc-skeleton" />
            </span>
            <span className="pc-activity-text">
              <span className="pc-skeleton pc-activity-skeleton" data-width="short" />
              <span className="pc-skeleton pc-activity-skeleton" data-width="long" />
            </span>
            <span className="pc-skeleton pc-activity-skeleton" data-width="amount" />
          </div>
        </li>
      ))}
    </ul>
  )
}

/**
 * The active account's transactions: pending sends first, then one section per month, newest
 * first, each row linked to the network's explorer; paged by cursor as the end scrolls into view
 * or with Load more; loading, empty, error (with Try again) and unavailable states.
 */
export const ActivityList = observer(function ActivityList({ variant }: { variant: 'tab' | 'view' }) {
  usePartStyles('activity', activityCss)
  const store = useActivityStore()
  const { networks, locale } = usePluginContext('activity')
  const t = useTranslate()
  const baseId = useId()
  useEffect(() => store.watch(), [store])
  const state = store.state
  const network = networks.active
  const nativeImage = network?.assets?.imageUrl
  const explorerName = network?.blockExplorers?.default?.name
  const count = store.transactions.length + store.pendingRows.length
  const announcement = state === 'ready' ? t('activity.loaded', { count }) : state === 'loading' ? t('activity.loading') : ''
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
  const dayFormat = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' })

  let body
  if (state === 'unavailable' || state === 'unsupported' || state === 'disconnected') {
    body = <p className="pc-empty pc-activity-note">{t(`activity.${state}`)}</p>
  } else if (state === 'loading') {
    body = <SkeletonRows />
  } else if (state === 'error') {
    body = (
      <div className="pc-part pc-activity-error" role="alert">
        <p className="pc-text-secondary">{t('activity.error.fetch')}</p>
        <Button variant="secondary" onClick={() => void store.retry()}>
          {t('activity.retry')}
        </Button>
      </div>
    )
  } else if (state === 'empty') {
    body = (
      <div className="pc-part pc-activity-empty">
        <p className="pc-text-primary">{t('activity.empty')}</p>
        <p className="pc-text-secondary">{t('activity.emptyDetail', { network: network?.name ?? '' })}</p>
      </div>
    )
  } else {
    const pendingId = `${baseId}-pending`
    body = (
      <>
        {store.pendingRows.length > 0 && (
          <section className="pc-activity-group" aria-labelledby={pendingId}>
            <h3 className="pc-activity-heading" id={pendingId}>
              {t('activity.pending')}
            </h3>
            <ul className="pc-activity-list" aria-labelledby={pendingId}>
              {store.pendingRows.map((sent) => (
                <ActivityRow
                  key={sent.hash}
                  summary={summarizePending(sent, locale, nativeImage)}
                  explorerUrl={explorerTransactionUrl(network, sent.hash)}
                  explorerName={explorerName}
                />
              ))}
            </ul>
          </section>
        )}
        {store.groups.map((group) => {
          const headingId = `${baseId}-${group.key}`
          return (
            <section key={group.key} className="pc-activity-group" aria-labelledby={headingId}>
              <h3 className="pc-activity-heading" id={headingId}>
                {monthFormat.format(new Date(group.year, group.month, 1))}
              </h3>
              <ul className="pc-activity-list" aria-labelledby={headingId}>
                {group.transactions.map((transaction) => (
                  <ActivityRow
                    key={transaction.id}
                    summary={summarizeTransaction(transaction, locale, nativeImage)}
                    day={dayFormat.format(new Date(transaction.metadata.minedAt))}
                    explorerUrl={explorerTransactionUrl(network, transaction.metadata.hash)}
                    explorerName={explorerName}
                  />
                ))}
              </ul>
            </section>
          )
        })}
        {store.error && (
          <div className="pc-activity-more-error" role="alert">
            <p>{t('activity.error.fetch')}</p>
            <Button variant="secondary" size="sm" onClick={() => void store.retry()}>
              {t('activity.retry')}
            </Button>
          </div>
        )}
        {store.hasMore && (
          <>
            {!store.loading && <InfiniteScrollSentinel key={store.next} onVisible={() => void store.fetchTransactions().catch(() => undefined)} />}
            <Button variant="ghost" size="sm" fullWidth loading={store.loading} onClick={() => void store.fetchTransactions().catch(() => undefined)}>
              {store.loading ? t('activity.loadingMore') : t('activity.loadMore')}
            </Button>
          </>
        )}
      </>
    )
  }

  return (
    <div className="pc-activity" data-variant={variant} data-state={state} aria-busy={store.loading || state === 'loading'}>
      {body}
      <p className="pc-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  )
})
