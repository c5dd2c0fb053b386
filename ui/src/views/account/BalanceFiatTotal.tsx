import { observer } from 'mobx-react-lite'
import { balancesOf, formatFiat } from '@portico/kernel/internal'
import { useTranslate } from '../../useTranslate.ts'
import { useModalContext } from '../useModalContext.ts'
import { heldTokens } from './heldTokens.ts'

/**
 * Under the Account view's balance: what the listed tokens are worth together, with 2 decimals
 * (SPEC §9). Shown only when every listed token has a price: a partial sum would claim a value
 * the account may not have, so nothing is shown instead (as a token row hides an unknown value).
 */
export const BalanceFiatTotal = observer(function BalanceFiatTotal() {
  const context = useModalContext()
  const { i18n } = context
  const balances = balancesOf(context)
  const t = useTranslate()
  const held = heldTokens(balances.balances)
  if (balances.loading || held.length === 0 || held.some((token) => token.value === undefined)) return null
  const total = held.reduce((sum, token) => sum + (token.value ?? 0), 0)
  return (
    <p className="pc-balance-fiat">
      <span className="pc-visually-hidden">{t('account.totalValue')} </span>
      {t('account.tokens.fiat', { amount: formatFiat(total, i18n.locale) })}
    </p>
  )
})
