import { Icon } from '../../shell/Icon.tsx'
import { useTranslate } from '../../useTranslate.ts'
import { useModalContext } from '../useModalContext.ts'

/** Copies the address to the clipboard and says so in the snack. */
export function CopyAddressButton({ address }: { address: string }) {
  const { snack } = useModalContext()
  const t = useTranslate()
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(address)
      snack.showSuccess(t('account.addressCopied'))
    } catch {
      snack.showError(t('account.copyFailed'))
    }
  }
  return (
    <button type="button" className="pc-icon-button" aria-label={t('account.copyAddress')} title={t('account.copyAddress')} onClick={() => void copy()}>
      <Icon name="copy" size={16} />
    </button>
  )
}
