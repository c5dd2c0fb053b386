import { observer } from 'mobx-react-lite'
import { formatBalance } from '../../../format/formatBalance.ts'
import { useTranslate } from '../../useTranslate.ts'
import { useRootStore } from '../useRootStore.ts'
import { StaleMarker } from './StaleMarker.tsx'

/** The active account's native-token balance: 3 decimals, 0.00 on testnets (SPEC §9); marked when it may be out of date. */
export const NativeBalance = observer(function NativeBalance() {
  const { balances, networks, i18n } = useRootStore()
  const t = useTranslate()
  const network = networks.active
  const natives = balances.balances.filter((balance) => balance.address === undefined)
  const native =
    natives.find((balance) => network !== undefined && (balance.chainId === network.caipNetworkId || balance.chainId === String(network.id))) ?? natives[0]
  const symbol = native?.symbol ?? network?.nativeCurrency.symbol
  const loading = balances.loading && !native
  const stale = balances.stale && native !== undefined
  return (
    <p className="pc-balance" data-state={loading ? 'loading' : stale ? 'stale' : 'default'} aria-busy={loading}>
      <span className="pc-visually-hidden">{t('account.balance')} </span>
      {loading ? (
        <span className="pc-skeleton pc-skeleton-text" />
      ) : (
        formatBalance(native?.quantity.numeric ?? 0, { testnet: network?.testnet === true, locale: i18n.locale, ...(symbol ? { symbol } : {}) })
      )}
      {stale && !loading && <StaleMarker />}
    </p>
  )
})
