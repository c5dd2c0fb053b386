import { formatBalance, fromBaseUnits } from '@portico/kernel/extend'
import { Button, Icon, usePluginContext, useTranslate } from '@portico/ui'
import { observer } from 'mobx-react-lite'
import type { SwapResult } from './SwapResult.ts'
import { useSwapStore } from './useSwapStore.ts'

/** A swap that went through: what was sold and bought, and the way back to Account (the form emptied). */
export const SwapSuccess = observer(function SwapSuccess({ result }: { result: SwapResult }) {
  const t = useTranslate()
  const context = usePluginContext('swaps')
  const swap = useSwapStore()
  const locale = context.locale
  // 3 decimals, as balances and activity show amounts (SPEC §9).
  const amount = (baseUnits: string, token: SwapResult['from']) => formatBalance(fromBaseUnits(baseUnits, token.decimals), { locale, symbol: token.symbol })
  const text = { sold: amount(result.amountIn, result.from), bought: amount(result.amountOut, result.to) }
  return (
    <div className="pc-swap pc-swap-success" data-state="success">
      <Icon name="check" size={32} />
      <p role="status" aria-live="polite">
        {t('swaps.success', text)}
      </p>
      <Button
        fullWidth
        onClick={() => {
          swap.reset()
          context.router.reset('Account')
        }}
      >
        {t('swaps.backToAccount')}
      </Button>
    </div>
  )
})
