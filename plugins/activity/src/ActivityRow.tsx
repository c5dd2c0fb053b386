import { Icon, truncateAddress, useTranslate } from '@portico/ui'
import { ActivityIcon } from './ActivityIcon.tsx'
import type { TransactionSummary } from './TransactionSummary.ts'

/** Props of `ActivityRow`. */
export interface ActivityRowProps {
  summary: TransactionSummary
  /** The day it was mined, already formatted; absent while pending. */
  day?: string | undefined
  /** The block explorer's page of the transaction, when the network has one. */
  explorerUrl?: string | undefined
  /** The explorer's name, for the link's label. */
  explorerName?: string | undefined
}

/**
 * One transaction of the activity list: icon, operation and status, counterparty, amount and
 * day; the whole row links to the explorer when there is one. A confirmed status is said to
 * screen readers only: the rows that stand out are the pending and failed ones.
 */
export function ActivityRow({ summary, day, explorerUrl, explorerName }: ActivityRowProps) {
  const t = useTranslate()
  const status = t(`activity.status.${summary.status}`)
  const explorer = t('activity.explorer', { explorer: explorerName ?? '' })
  const content = (
    <>
      <ActivityIcon summary={summary} />
      <span className="pc-activity-text">
        <span className="pc-activity-line">
          <span className="pc-activity-title">{t(`activity.operation.${summary.kind}`)}</span>
          {summary.status === 'confirmed' ? (
            <span className="pc-visually-hidden">{status}</span>
          ) : (
            <span className="pc-activity-status" data-status={summary.status}>
              {status}
            </span>
          )}
        </span>
        {summary.swap ? (
          <span className="pc-activity-detail">{t('activity.swapPair', { sold: summary.swap.sold, bought: summary.swap.bought })}</span>
        ) : (
          <span className="pc-activity-detail" title={summary.counterparty}>
            {t(summary.counterpartyRole === 'to' ? 'activity.to' : 'activity.from', { address: truncateAddress(summary.counterparty) })}
          </span>
        )}
      </span>
      <span className="pc-activity-end">
        {summary.amount !== undefined && (
          <span className="pc-activity-amount" data-direction={summary.direction}>
            <bdi>{summary.amount}</bdi>
          </span>
        )}
        <span className="pc-activity-meta">
          {summary.swap && (
            <span className="pc-activity-amount" data-direction="out">
              <bdi>{summary.swap.soldAmount}</bdi>
            </span>
          )}
          {summary.moreTransfers > 0 && <span>{t('activity.more', { count: summary.moreTransfers })}</span>}
          {day !== undefined && <span>{day}</span>}
          {explorerUrl && <Icon name="external" size={12} className="pc-activity-external" />}
        </span>
      </span>
    </>
  )
  return (
    <li className="pc-activity-item" data-status={summary.status}>
      {explorerUrl ? (
        <a className="pc-activity-row" href={explorerUrl} target="_blank" rel="noopener noreferrer" title={explorer}>
          {content}
          <span className="pc-visually-hidden">
            {explorer} {t('activity.opensNewTab')}
          </span>
        </a>
      ) : (
        <div className="pc-activity-row">{content}</div>
      )}
    </li>
  )
}
