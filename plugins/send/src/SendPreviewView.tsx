import { formatFiat } from '@portico/kernel/extend'
import { useTranslate } from '@portico/ui'
import { Button, Spinner, truncateAddress, usePartStyles, usePluginContext } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useId } from 'react'
import { formatFee } from './formatFee.ts'
import { sendCss } from './sendCss.ts'
import { useSendStore } from './useSendStore.ts'

/** How long the review waits before it asks again for a fee that could not be estimated. */
const FEE_RETRY_MS = 3_000

/**
 * The send's review: amount and its value, receiver, network and fee; Send asks the wallet and
 * shows it waiting. Send is held, with the reason, until the fee is known; a failed estimate is
 * asked again every FEE_RETRY_MS, so the review recovers by itself when the node returns.
 */
const SendPreviewView = observer(function SendPreviewView() {
  usePartStyles('send', sendCss)
  const t = useTranslate()
  const context = usePluginContext('send')
  const send = useSendStore()
  const locale = context.locale
  const network = send.network
  const ready = send.problem === undefined
  const heldId = useId()
  useEffect(() => {
    if (ready) void send.estimateFee()
  }, [send, ready])
  const failures = send.feeFailures
  useEffect(() => {
    if (!ready || failures === 0) return
    const timer = setTimeout(() => void send.estimateFee(), FEE_RETRY_MS)
    return () => clearTimeout(timer)
  }, [send, ready, failures])

  if (!ready || !send.token || !send.receiverAddress || !network) {
    return (
      <div className="pc-send" data-state="empty">
        <p className="pc-empty">{t('send.nothingToPreview')}</p>
        <Button variant="secondary" fullWidth onClick={() => context.router.goBack()}>
          {t('send.backToForm')}
        </Button>
      </div>
    )
  }
  const fee =
    send.feeState === 'ready' && send.fee !== undefined
      ? formatFee(send.fee, network.nativeCurrency.decimals, network.nativeCurrency.symbol, locale)
      : send.feeState === 'error'
        ? t('send.feeUnavailable')
        : send.feeState === 'loading'
          ? t('send.feeLoading')
          : undefined
  const held = !send.feeKnown && !send.loading
  return (
    <div className="pc-send" data-state={send.loading ? 'sending' : 'default'}>
      <dl className="pc-send-summary">
        <div>
          <dt>{t('send.sending')}</dt>
          <dd className="pc-send-amount">
            <span>
              {send.sendTokenAmount.trim()} {send.token.symbol}
            </span>
            {send.fiatValue !== undefined && <span className="pc-send-fiat">${formatFiat(send.fiatValue, locale)}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('send.to')}</dt>
          <dd title={send.receiverAddress}>
            {send.receiverProfileName ? `${send.receiverProfileName} · ` : ''}
            {truncateAddress(send.receiverAddress)}
          </dd>
        </div>
        <div>
          <dt>{t('send.network')}</dt>
          <dd>{network.name}</dd>
        </div>
        {fee !== undefined && (
          <div>
            <dt>{t('send.fee')}</dt>
            <dd data-state={send.feeState} aria-busy={send.feeState === 'loading' || undefined}>
              {fee}
            </dd>
          </div>
        )}
      </dl>
      {send.loading && (
        <div className="pc-view-state">
          <Spinner label={t('send.approveInWallet')} />
          <p>{t('send.approveInWallet')}</p>
        </div>
      )}
      {held && send.feeState === 'error' && (
        <p id={heldId} className="pc-send-held" role="status">
          {send.feeFailure === undefined ? t('send.feeHeld') : `${t(send.feeFailure)} ${t('send.feeHeld')}`}
        </p>
      )}
      <div className="pc-send-actions">
        <Button variant="secondary" disabled={send.loading} onClick={() => context.router.goBack()}>
          {t('send.cancel')}
        </Button>
        <Button
          loading={send.loading}
          disabled={held}
          {...(held && send.feeState === 'error' ? { 'aria-describedby': heldId } : {})}
          onClick={() => {
            void send.send().then((outcome) => {
              if (outcome === 'sent') context.snack.showSuccess(t('send.sent'))
            })
          }}
        >
          {t('send.confirm')}
        </Button>
      </div>
    </div>
  )
})

export default SendPreviewView
