import { observer } from 'mobx-react-lite'
import { balancesOf, formatBalance, formatFiat } from '@portico/kernel/internal'
import { useTranslate } from '../../useTranslate.ts'
import { useModalContext } from '../useModalContext.ts'
import { WalletImage } from '../wallet/WalletImage.tsx'
import { StaleMarker } from './StaleMarker.tsx'
import { heldTokens } from './heldTokens.ts'

/**
 * The Account view's Tokens tab: every token balance with its icon (its symbol's generated mark
 * without one), 3 decimals, and its fiat value with
 * 2 (SPEC §9) when a price is known (hidden, not "$0.00", when not); marked when they may be out of date.
 * A token the account holds none of is left out; the native currency is always listed.
 */
const TokensTab = observer(function TokensTab() {
  const context = useModalContext()
  const { networks, i18n } = context
  const balances = balancesOf(context)
  const t = useTranslate()
  const testnet = networks.active?.testnet === true
  if (balances.loading && balances.balances.length === 0) {
    // Rows of a token row's size (icon, name and value, amount), so the list does not move when the balances arrive.
    return (
      <ul className="pc-list pc-tokens" data-state="loading" aria-busy="true" aria-label={t('account.tokens.loading')}>
        {[0, 1, 2].map((index) => (
          <li key={index} className="pc-token" aria-hidden="true" data-skeleton="">
            <span className="pc-wallet-image pc-skeleton" />
            <span className="pc-token-name">
              <span className="pc-skeleton pc-skeleton-text" />
            </span>
            <span className="pc-skeleton pc-skeleton-text pc-token-amount-skeleton" />
          </li>
        ))}
      </ul>
    )
  }
  const held = heldTokens(balances.balances)
  if (held.length === 0) {
    return (
      <p className="pc-empty" data-state={balances.error ? 'error' : 'empty'}>
        {balances.error ? t('account.tokens.error') : t('account.tokens.empty')}
      </p>
    )
  }
  return (
    <>
      {balances.stale && <StaleMarker />}
      <ul className="pc-list pc-tokens" data-state={balances.stale ? 'stale' : 'default'} aria-label={t('account.tokens.list')}>
        {held.map((token) => (
          <li key={`${token.chainId}:${token.address ?? 'native'}`} className="pc-token">
            <WalletImage url={token.iconUrl} markName={token.symbol} />
            <span className="pc-token-name">
              <span className="pc-text-primary" title={token.name}>
                {token.name}
              </span>
              {token.value !== undefined && <span className="pc-text-secondary">{t('account.tokens.fiat', { amount: formatFiat(token.value, i18n.locale) })}</span>}
            </span>
            <span className="pc-text-primary pc-token-amount">
              {formatBalance(token.quantity.numeric, { symbol: token.symbol, testnet, locale: i18n.locale })}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
})

export default TokensTab
