import { observer } from 'mobx-react-lite'
import { balancesOf } from '@portico/kernel/internal'
import { useAppKitInstance } from '../ui/src/react/useAppKitInstance.ts'

/**
 * A stand-in for a plugin's Tokens tab: the balances store's tokens as a plain list, to show
 * the Account view's tab slot filled. The real tab belongs to a plugin.
 */
const StoryTokenList = observer(function StoryTokenList() {
  const balances = balancesOf(useAppKitInstance().store)
  if (balances.balances.length === 0) return <p className="pc-empty">No tokens yet</p>
  return (
    <ul className="pc-list">
      {balances.balances.map((balance) => (
        <li key={balance.symbol} className="pc-text-primary">
          {balance.quantity.numeric} {balance.symbol}
          {balance.value !== undefined && ` · $${balance.value.toFixed(2)}`}
        </li>
      ))}
    </ul>
  )
})

export default StoryTokenList
