import { formatBalance } from '@portico/kernel/extend'
import { Button, TextField, usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { fiatValueOf } from './fiatValueOf.ts'
import { SwapFiatValue } from './SwapFiatValue.tsx'
import { SwapTokenMark } from './SwapTokenMark.tsx'
import { useSwapStore } from './useSwapStore.ts'

/**
 * One side of the swap form: its amount (typing it quotes that side exactly), its token (its mark
 * beside its symbol; opens the token selection), under it what the amount is worth in dollars when
 * the token's price is known and, for the side paid, the balance and Max. The quoted side is busy
 * while a quote is awaited.
 */
export const SwapAmountField = observer(function SwapAmountField({ side }: { side: 'from' | 'to' }) {
  const t = useTranslate()
  const context = usePluginContext('swaps')
  const swap = useSwapStore()
  const from = side === 'from'
  const token = from ? swap.fromToken : swap.toToken
  const balance = from ? swap.fromBalance : undefined
  const quotedSide = swap.side === 'exactIn' ? 'to' : 'from'
  const busy = swap.quoting && quotedSide === side
  const locale = context.locale
  const tokenLabel = t(from ? 'swaps.fromToken' : 'swaps.toToken')
  // A balance not read (the read failed) is not shown as zero.
  const unknown = !balance && context.balances.error !== undefined
  const balanceText = !from || !token ? undefined : unknown ? t('account.balanceUnavailable') : t('swaps.balance', { amount: formatBalance(balance?.quantity.numeric ?? '0', { symbol: token.symbol, testnet: swap.network?.testnet === true, locale }) })
  const amount = from ? swap.fromAmount : swap.toAmount
  // The amount's worth in dollars (none without a price or an amount), then the balance, under the field and read with it.
  const fiat = fiatValueOf(amount, token)
  const hint =
    fiat === undefined && balanceText === undefined ? undefined : (
      <span className="pc-swap-note">
        {fiat !== undefined && <SwapFiatValue value={fiat} />}
        {fiat !== undefined && balanceText !== undefined && ' '}
        {balanceText !== undefined && <span className="pc-swap-balance">{balanceText}</span>}
      </span>
    )
  const working = swap.phase !== 'form'
  return (
    <TextField
      label={t(from ? 'swaps.from' : 'swaps.to')}
      name={from ? 'fromAmount' : 'toAmount'}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={amount}
      readOnly={working}
      aria-busy={busy || undefined}
      onChange={(event) => (from ? swap.setFromAmount(event.target.value) : swap.setToAmount(event.target.value))}
      hint={hint}
      end={
        <>
          {from && (
            <Button type="button" variant="ghost" size="sm" disabled={!token || working} title={t('swaps.maxLabel')} onClick={swap.setMaxAmount}>
              {t('swaps.max')}
            </Button>
          )}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="pc-swap-token"
            disabled={working}
            aria-label={token ? t('swaps.tokenChosen', { side: tokenLabel, symbol: token.symbol }) : `${tokenLabel}: ${t('swaps.chooseToken')}`}
            onClick={() => context.router.push('SwapSelectToken', { side })}
          >
            {token ? (
              <>
                <SwapTokenMark token={token} />
                {token.symbol}
              </>
            ) : (
              t('swaps.chooseToken')
            )}
          </Button>
        </>
      }
    />
  )
})
