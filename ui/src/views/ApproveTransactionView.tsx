import { observer } from 'mobx-react-lite'
import { Button } from '../shell/Button.tsx'
import { useTranslate } from '../useTranslate.ts'
import type { RequestSummary } from '@portico/kernel/internal'
import { useModalContext } from './useModalContext.ts'


/**
 * The ApproveTransaction view (SPEC §2): an unsafe request of a wallet that holds its keys in
 * the secure frame (SPEC §6), read out by the chain adapter of its namespace (message, receiver,
 * amount...) on its network, with Approve and Reject. Several waiting requests are answered one
 * after the other; with none, it says so.
 */
const ApproveTransactionView = observer(function ApproveTransactionView() {
  const store = useModalContext()
  const t = useTranslate()
  // The approvals store is created with the first request (approvalsOf): none before it.
  const { approvals } = store
  const pending = approvals?.current
  if (!approvals || !pending) {
    return (
      <div className="pc-screen pc-approve" data-state="empty">
        <p className="pc-empty">{t('approve.empty')}</p>
        <Button variant="secondary" fullWidth onClick={() => (store.router.history.length > 1 ? store.router.goBack() : store.requestClose())}>
          {t('approve.close')}
        </Button>
      </div>
    )
  }
  const { request } = pending
  const connection = store.connections.connectionOf(request.namespace)
  const network = connection.caipNetworkId ? store.networks.find(connection.caipNetworkId) : undefined
  const summary: RequestSummary = store.adapters.chainAdapter(request.namespace)?.summarizeRequest?.(request, network) ?? {
    kind: 'other',
    lines: [{ label: 'method', value: request.method }],
  }
  const waiting = approvals.queue.length - 1
  const app = store.config.options.metadata?.name
  return (
    <div className="pc-screen pc-approve" data-state="default" data-method={request.method}>
      <p className="pc-text-primary" id="pc-approve-heading">
        {t(`approve.${summary.kind}`, { count: summary.count ?? 0 })}
      </p>
      {network ? <p className="pc-text-secondary">{t('approve.network', { network: network.name })}</p> : null}
      {app ? <p className="pc-text-secondary">{t('approve.from', { app })}</p> : null}
      {summary.lines.length > 0 ? (
        <dl className="pc-approve-lines" aria-label={t('approve.details')}>
          {summary.lines.map((line) => (
            <div key={line.label}>
              <dt>{t(`approve.${line.label}`)}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {waiting > 0 ? <p className="pc-text-secondary">{t('approve.waiting', { count: waiting })}</p> : null}
      <div className="pc-approve-actions">
        <Button variant="secondary" onClick={() => approvals.reject()}>
          {t('approve.reject')}
        </Button>
        <Button aria-describedby="pc-approve-heading" onClick={() => approvals.approve()}>
          {t('approve.approve')}
        </Button>
      </div>
    </div>
  )
})

export default ApproveTransactionView
