import { Button, Icon, useRootStore, useTranslate } from '@portico/kernel/ui'
import { observer } from 'mobx-react-lite'
import { formatTokenAmount } from './formatTokenAmount.ts'
import type { SwapResult } from './SwapResult.ts'
import { useSwapStore } from './useSwapStore.ts'

/** A swap that went through: what was sold and bought, and the way back to Account (the form emptied). */
export const SwapSuccess = observer(function SwapSuccess({ result }: { result: SwapResult }) {
  const t = useTranslate()
  const root = useRootStore()
  const swap = useSwapStore()
  const locale = root.i18n.locale
  const text = { sold: formatTokenAmount(result.amountIn, result.from, locale), bought: formatTokenAmount(result.amountOut, result.to, locale) }
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
          root.router.reset('Account')
        }}
      >
        {t('swaps.backToAccount')}
      </Button>
    </div>
  )
})
