import { observer } from 'mobx-react-lite'
import { formatBalance } from '../../../format/formatBalance.ts'
import { cachedNativeBalance } from '../../../store/cachedNativeBalance.ts'
import { useTranslate } from '../../useTranslate.ts'
import { useRootStore } from '../useRootStore.ts'
import { StaleMarker } from './StaleMarker.tsx'

/**
 * The active account's native-token balance: 3 decimals, 0.00 on testnets (SPEC §9); marked when
 * it may be out of date; while the balances load, the one cached in the last 30 s (SPEC §3).
 */
export const NativeBalance = observer(function NativeBalance() {
  const { balances, networks, i18n, storage, connections } = useRootStore()
  const address = connections.activeAddress
  const t = useTranslate()
  const network = networks.active
  const natives = balances.balances.filter((balance) => balance.address === undefined)
  const native =
    natives.find((balance) => network !== undefined && (balance.chainId === network.caipNetworkId || balance.chainId === String(network.id))) ?? natives[0]
  // While the balances are read again (after a send), the native balance read in the last 30 s (SPEC §3, §9).
  const cached = balances.loading && !native && network && address ? cachedNativeBalance(storage, `${network.caipNetworkId}:${address}`, network) : undefined
  const symbol = native?.symbol ?? cached?.symbol ?? network?.nativeCurrency.symbol
  const loading = balances.loading && !native && !cached
  const stale = balances.stale && native !== undefined
  return (
    <p className="pc-balance" data-state={loading ? 'loading' : stale ? 'stale' : 'default'} aria-busy={loading}>
      <span className="pc-visually-hidden">{t('account.balance')} </span>
      {loading ? (
        <span className="pc-skeleton pc-skeleton-text" />
      ) : (
        formatBalance(native?.quantity.numeric ?? cached?.balance ?? 0, { testnet: network?.testnet === true, locale: i18n.locale, ...(symbol ? { symbol } : {}) })
      )}
      {stale && !loading && <StaleMarker />}
    </p>
  )
})
