import { formatBalance, formatFiat, safeImageUrl } from '@portico/kernel/extend'
import { useTranslate } from '@portico/ui'
import { GeneratedMark, ListItem, Spinner, useActiveBalances, usePartStyles, usePluginContext } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import { sendCss } from './sendCss.ts'
import { useSendStore } from './useSendStore.ts'

/** The tokens of the active account that can be sent; choosing one goes back to the form. */
const SelectTokenView = observer(function SelectTokenView() {
  usePartStyles('send', sendCss)
  const t = useTranslate()
  const context = usePluginContext('send')
  const send = useSendStore()
  const { balances } = context
  const locale = context.locale
  const testnet = context.networks.active?.testnet === true
  // Read while shown, and again once a failed read's 30 s block ends (SPEC §4): the list recovers on its own.
  useActiveBalances()

  const tokens = send.tokenBalances
  if (tokens.length === 0) {
    const state = balances.loading ? 'loading' : balances.error !== undefined ? 'error' : 'empty'
    return (
      <div className="pc-send" data-state={state}>
        {state === 'loading' ? (
          <div className="pc-view-state">
            <Spinner label={t('send.tokensLoading')} />
            <p>{t('send.tokensLoading')}</p>
          </div>
        ) : (
          <p className="pc-empty">{t(state === 'error' ? 'send.tokensError' : 'send.tokensEmpty')}</p>
        )}
      </div>
    )
  }
  return (
    <div className="pc-send" data-state="default">
      <ul className="pc-send-tokens" aria-label={t('send.tokens')}>
        {tokens.map((token) => (
          <li key={`${token.chainId}:${token.address ?? 'native'}`}>
            <ListItem
              label={token.name}
              description={formatBalance(token.quantity.numeric, { symbol: token.symbol, testnet, locale })}
              {...(token.value !== undefined ? { tag: `$${formatFiat(token.value, locale)}` } : {})}
              {...(safeImageUrl(token.iconUrl) ? { imageUrl: token.iconUrl } : { leading: <GeneratedMark name={token.symbol} /> })}
              selected={send.token?.chainId === token.chainId && send.token.address === token.address}
              onClick={() => {
                send.setToken(token)
                context.router.goBack()
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  )
})

export default SelectTokenView
