import { formatBalance, formatFiat, safeImageUrl } from '@portico/kernel/extend'
import { useTranslate } from '@portico/ui'
import { Button, GeneratedMark, ListItem, TextField, truncateAddress, useActiveBalances, usePartStyles, usePluginContext } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { sendCss } from './sendCss.ts'
import { useSendStore } from './useSendStore.ts'

/**
 * The send form: the token, the amount (Max, its fiat value) and the receiver; the preview once
 * they are valid. After a failed send it is kept as it was, with what went wrong.
 */
const SendView = observer(function SendView() {
  usePartStyles('send', sendCss)
  const t = useTranslate()
  const context = usePluginContext('send')
  const send = useSendStore()
  const namespace = context.connections.activeNamespace
  const locale = context.locale
  const testnet = context.networks.active?.testnet === true
  // Read while shown, and again once a failed read's 30 s block ends (SPEC §4).
  useActiveBalances()
  // The form starts on a token (the native currency) as soon as the balances are known.
  const defaultToken = send.defaultToken
  useEffect(() => send.chooseDefaultToken(), [send, defaultToken])

  const { token, problem } = send
  const amountError = problem === 'amount' || problem === 'balance' ? t(`send.problem.${problem}`) : undefined
  const receiverError = send.receiverState === 'invalid' ? t('send.problem.receiver') : send.receiverState === 'unspendable' ? t('send.problem.receiverUnspendable') : undefined
  const avatar = safeImageUrl(send.receiverProfileImageUrl)
  const profileText =
    send.receiverProfileName && send.receiverAddress
      ? send.receiverProfileName.toLowerCase() === send.receiverInput.trim().toLowerCase()
        ? t('send.resolvedTo', { address: truncateAddress(send.receiverAddress) })
        : send.receiverProfileName
      : undefined
  const receiverHint =
    send.receiverState === 'resolving' ? (
      t('send.resolving')
    ) : profileText ? (
      <span className="pc-send-profile">
        {avatar && <img src={avatar} alt="" width={16} height={16} />}
        {profileText}
      </span>
    ) : undefined
  const placeholderKey = namespace === 'eip155' || namespace === 'solana' ? `send.receiverPlaceholder.${namespace}` : 'send.receiverPlaceholder'
  const { balances } = context
  // Without a token to choose, the token row says why (loading, unavailable, none) instead of SPEC's "A token is required".
  const tokensState = send.tokenBalances.length > 0 ? 'ready' : balances.loading ? 'loading' : balances.error !== undefined ? 'error' : 'empty'
  // What is missing names the button (as AppKit's "Select Token"), in place of a status line of its own.
  const missingText = problem === 'amountAndReceiver' || (problem === 'token' && tokensState === 'ready') ? t(`send.problem.${problem}`) : undefined
  const noTokenText = tokensState === 'ready' ? t('send.token') : t(`send.tokens${tokensState === 'loading' ? 'Loading' : tokensState === 'error' ? 'Error' : 'Empty'}`)

  return (
    <form
      className="pc-send"
      data-state={problem ? 'incomplete' : 'ready'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!send.problem) context.router.push('WalletSendPreview')
      }}
    >
      <ListItem
        // The name keeps what is seen (symbol, balance) and says what the row is before it.
        label={
          token ? (
            <>
              <span className="pc-visually-hidden">{`${t('send.token')}: `}</span>
              {token.symbol}
            </>
          ) : (
            t('send.chooseToken')
          )
        }
        description={token ? t('send.tokenBalance', { amount: formatBalance(token.quantity.numeric, { symbol: token.symbol, testnet, locale }) }) : noTokenText}
        {...(!token ? { icon: 'wallet' as const } : safeImageUrl(token.iconUrl) ? { imageUrl: token.iconUrl } : { leading: <GeneratedMark name={token.symbol} /> })}
        onClick={() => context.router.push('WalletSendSelectToken')}
      />
      <TextField
        label={t('send.amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        value={send.sendTokenAmount}
        onChange={(event) => send.setAmount(event.target.value)}
        error={amountError}
        hint={send.fiatValue !== undefined ? t('send.amountFiat', { amount: formatFiat(send.fiatValue, locale) }) : undefined}
        end={
          <Button type="button" variant="secondary" size="sm" disabled={!token} title={t('send.maxLabel')} onClick={send.setMaxAmount}>
            {t('send.max')}
          </Button>
        }
      />
      <TextField
        label={t('send.receiver')}
        name="receiver"
        autoComplete="off"
        spellCheck={false}
        placeholder={t(placeholderKey)}
        value={send.receiverInput}
        onChange={(event) => void send.setReceiver(event.target.value)}
        error={receiverError}
        hint={receiverHint}
      />
      {/* Said to screen readers as it changes; seen on the button. */}
      <p className="pc-visually-hidden" role="status">
        {missingText}
      </p>
      {send.failure !== undefined && (
        <p className="pc-send-failure" role="alert">
          {t(send.failure)}
        </p>
      )}
      <Button type="submit" fullWidth disabled={problem !== undefined} {...(missingText ? { variant: 'secondary' as const, className: 'pc-send-missing' } : {})}>
        {missingText ?? t('send.preview')}
      </Button>
    </form>
  )
})

export default SendView
