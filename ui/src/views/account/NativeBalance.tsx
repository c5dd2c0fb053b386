import { observer } from 'mobx-react-lite'
import { balancesOf, formatBalance, cachedNativeBalance } from '@portico/kernel/internal'
import { useTranslate } from '../../useTranslate.ts'
import { useModalContext } from '../useModalContext.ts'
import { StaleMarker } from './StaleMarker.tsx'

/**
 * The active account's native-token balance: 3 decimals, 0.00 on testnets (SPEC §9); marked when
 * it may be out of date; while the balances load, the one cached in the last 30 s (SPEC §3).
 * A balance not known (not read yet, or its read failed) is never shown as zero: a placeholder
 * while it loads, and "Balance unavailable" after a failure, until a later read brings it.
 */
export const NativeBalance = observer(function NativeBalance() {
  const context = useModalContext()
  const { networks, i18n, storage, connections } = context
  const balances = balancesOf(context)
  const address = connections.activeAddress
  const t = useTranslate()
  const network = networks.active
  const key = network && address ? `${network.caipNetworkId}:${address}` : undefined
  const natives = balances.balances.filter((balance) => balance.address === undefined)
  const native =
    natives.find((balance) => network !== undefined && (balance.chainId === network.caipNetworkId || balance.chainId === String(network.id))) ?? natives[0]
  // While the balances are read again (after a send), the native balance read in the last 30 s (SPEC §3, §9).
  const cached = balances.loading && !native && network && key ? cachedNativeBalance(storage, key, network) : undefined
  const symbol = native?.symbol ?? cached?.symbol ?? network?.nativeCurrency.symbol
  // The balances of this account on this network have been read (or failed to be) and nothing is on its way.
  const read = key !== undefined && balances.key === key && !balances.loading
  const unavailable = !native && !cached && read && balances.error !== undefined
  const loading = !native && !cached && !read
  const stale = balances.stale && native !== undefined
  const state = loading ? 'loading' : unavailable ? 'unavailable' : stale ? 'stale' : 'default'
  return (
    <p className="pc-balance" data-state={state} aria-busy={loading}>
      {!unavailable && <span className="pc-visually-hidden">{t('account.balance')} </span>}
      {loading ? (
        <span className="pc-skeleton pc-skeleton-text" />
      ) : unavailable ? (
        <span className="pc-balance-unavailable">{t('account.balanceUnavailable')}</span>
      ) : (
        formatBalance(native?.quantity.numeric ?? cached?.balance ?? 0, { testnet: network?.testnet === true, locale: i18n.locale, ...(symbol ? { symbol } : {}) })
      )}
      {stale && !loading && <StaleMarker />}
    </p>
  )
})
