import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { AccountType } from '@portico/kernel/internal'
import { useTranslate } from '../../useTranslate.ts'
import { useModalContext } from '../useModalContext.ts'

const switchable: readonly AccountType[] = ['smartAccount', 'eoa']

/**
 * The type of the account in use when its connector tells it (the embedded wallet's smart account
 * or EOA, SPEC §3), with a switch to the other where the network offers both (SPEC §4: the
 * connector remembers the choice; a failed switch says so, and the preference falls back to the EOA).
 */
export const AccountTypeSwitch = observer(function AccountTypeSwitch() {
  const store = useModalContext()
  const t = useTranslate()
  const [switching, setSwitching] = useState(false)
  const namespace = store.connections.activeNamespace
  const connection = namespace ? store.connections.connectionOf(namespace) : undefined
  const connectorId = connection?.connectorId
  void store.adapters.userRevision
  const adapter = connectorId === undefined ? undefined : store.adapters.connectorAdapter(connectorId)
  const user = connectorId === undefined ? undefined : adapter?.user?.(connectorId)
  const type = user?.accountType
  if (!namespace || connectorId === undefined || (type !== 'smartAccount' && type !== 'eoa')) return null
  const other = switchable.find((candidate) => candidate !== type && user?.accountTypes?.includes(candidate))
  const setAccountType = adapter?.setAccountType
  const toggle = async (next: AccountType): Promise<void> => {
    if (!setAccountType) return
    setSwitching(true)
    try {
      const inUse = await setAccountType(connectorId, namespace, next)
      if (inUse !== next) store.snack.showError(t('account.switchFailed'))
    } catch (error) {
      store.snack.showError(error)
    } finally {
      setSwitching(false)
    }
  }
  return (
    <div className="pc-account-type" data-part="account-type" data-type={type}>
      <span className="pc-account-type-label">{t(type === 'smartAccount' ? 'account.type.smartAccount' : 'account.type.eoa')}</span>
      {other && setAccountType && (
        <button type="button" className="pc-chip-button" aria-busy={switching || undefined} disabled={switching} onClick={() => void toggle(other)}>
          {t(other === 'smartAccount' ? 'account.switchTo.smartAccount' : 'account.switchTo.eoa')}
        </button>
      )}
    </div>
  )
})
