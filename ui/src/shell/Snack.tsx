import { observer } from 'mobx-react-lite'
import { userErrorText } from '@portico/kernel/internal'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { useTranslate } from '../useTranslate.ts'
import { Icon } from './Icon.tsx'

/**
 * The notification snack (SPEC §2). Its two live regions stay in the page so screen readers
 * hear each new message: success and loading politely (status), errors at once (alert).
 */
export const Snack = observer(function Snack() {
  const { store } = useAppKitInstance()
  const t = useTranslate()
  const { open, message, variant, failure } = store.snack
  const snack = (
    <div className="pc-snack" data-variant={variant} data-state="open">
      {variant === 'loading' ? (
        <Icon name="spinner" size={16} />
      ) : (
        <Icon name={variant === 'error' ? 'warning' : 'check'} size={16} className="pc-snack-icon" />
      )}
      <span>{t(failure === undefined ? message : userErrorText(failure))}</span>
    </div>
  )
  return (
    <>
      <div className="pc-snack-region" role="status" aria-live="polite" data-state={open && variant !== 'error' ? 'open' : 'closed'}>
        {open && variant !== 'error' ? snack : null}
      </div>
      <div className="pc-snack-region" role="alert" data-state={open && variant === 'error' ? 'open' : 'closed'}>
        {open && variant === 'error' ? snack : null}
      </div>
    </>
  )
})
