import { formatBalance, safeImageUrl } from '@portico/kernel/extend'
import { Button, GeneratedMark, ListItem, Spinner, TextField, useActiveBalances, usePartStyles, usePluginContext, useRouteData, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { SwapSelectTokenData } from './SwapSelectTokenData.ts'
import { swapsCss } from './swapsCss.ts'
import type { SwapToken } from './SwapToken.ts'
import { SwapTokenMark } from './SwapTokenMark.tsx'
import { tokenBalanceOf } from './tokenBalanceOf.ts'
import { useSwapStore } from './useSwapStore.ts'

/**
 * The token of one side of the swap (route data `{ side }`): a search over symbol, name and
 * address, the suggested tokens as chips (each with its mark) and every offered token as a row with its balance.
 * Choosing one goes back to the form.
 */
const SwapSelectTokenView = observer(function SwapSelectTokenView() {
  usePartStyles('swaps', swapsCss)
  const t = useTranslate()
  const context = usePluginContext('swaps')
  const swap = useSwapStore()
  const side = useRouteData('SwapSelectToken', SwapSelectTokenData)?.side ?? 'from'
  const locale = context.locale
  const testnet = swap.network?.testnet === true
  useEffect(() => {
    void swap.loadTokens()
  }, [swap])
  // The balances beside the tokens are read again once a failed read's 30 s block ends (SPEC §4).
  useActiveBalances()

  const current = side === 'from' ? swap.fromToken : swap.toToken
  const choose = (token: SwapToken) => {
    swap.selectToken(side, token)
    context.router.goBack()
  }
  const isCurrent = (token: SwapToken) => current?.address.toLowerCase() === token.address.toLowerCase()
  const { suggestedTokens, popularTokens, tokensState } = swap
  return (
    <div className="pc-swap" data-state={tokensState === 'ready' ? (popularTokens.length === 0 ? 'empty' : 'default') : tokensState === 'error' ? 'error' : 'loading'}>
      <TextField
        label={t('swaps.search')}
        name="search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('swaps.searchPlaceholder')}
        value={swap.search}
        onChange={(event) => swap.setSearch(event.target.value)}
      />
      {tokensState === 'error' ? (
        <>
          <p className="pc-empty" role="alert">
            {t('swaps.tokensError')}
          </p>
          <Button variant="secondary" fullWidth onClick={() => void swap.loadTokens()}>
            {t('swaps.retry')}
          </Button>
        </>
      ) : tokensState !== 'ready' ? (
        <div className="pc-view-state">
          <Spinner label={t('swaps.tokensLoading')} />
          <p>{t('swaps.tokensLoading')}</p>
        </div>
      ) : (
        <>
          {suggestedTokens.length > 0 && (
            <ul className="pc-swap-chips" aria-label={t('swaps.suggested')}>
              {suggestedTokens.map((token) => (
                <li key={token.address}>
                  <Button variant="secondary" size="sm" aria-pressed={isCurrent(token)} onClick={() => choose(token)}>
                    <SwapTokenMark token={token} />
                    {token.symbol}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <h3 className="pc-swap-heading">{t('swaps.popular')}</h3>
          {popularTokens.length === 0 ? (
            <p className="pc-empty" role="status">
              {t('swaps.tokensEmpty')}
            </p>
          ) : (
            <ul className="pc-swap-tokens" aria-label={t('swaps.popular')}>
              {popularTokens.map((token) => {
                const balance = tokenBalanceOf(token, context.balances.balances)
                const icon = safeImageUrl(token.iconUrl)
                return (
                  <li key={token.address}>
                    <ListItem
                      label={token.symbol}
                      description={token.name}
                      {...(balance ? { tag: formatBalance(balance.quantity.numeric, { symbol: token.symbol, testnet, locale }) } : {})}
                      {...(icon ? { imageUrl: icon } : { leading: <GeneratedMark name={token.symbol} /> })}
                      selected={isCurrent(token)}
                      onClick={() => choose(token)}
                    />
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
    </div>
  )
})

export default SwapSelectTokenView
