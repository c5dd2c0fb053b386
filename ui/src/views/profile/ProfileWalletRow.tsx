import type { WalletConnection } from '@portico/kernel/internal'
import { Button } from '../../shell/Button.tsx'
import { Icon } from '../../shell/Icon.tsx'
import { truncateAddress } from '../../shell/truncateAddress.ts'
import { useTranslate } from '../../useTranslate.ts'
import { WalletImage } from '../wallet/WalletImage.tsx'

/** What a Profile row is doing: switching to its wallet, removing it, or nothing. */
export type ProfileRowPending = 'switch' | 'remove' | undefined

/** Props of `ProfileWalletRow`. */
export interface ProfileWalletRowProps {
  connection: WalletConnection
  /** The account of the connection this row is for. */
  address: string
  /** True when the connection has other accounts listed too: the row's buttons then name the address as well. */
  oneOfSeveral: boolean
  /** Whether the row carries the wallet's remove button (its first row: removing ends every account of the wallet). */
  removable: boolean
  active: boolean
  pending: ProfileRowPending
  /** True while another row's action is under way: this row's actions wait. */
  busy: boolean
  onSwitch: () => void
  onRemove: () => void
}

/**
 * One account of a connected wallet in the Profile view: image, name, address, "Active" or a Switch
 * button, and (on the wallet's first row) the button that removes the wallet.
 */
export function ProfileWalletRow({ connection, address, oneOfSeveral, removable, active, pending, busy, onSwitch, onRemove }: ProfileWalletRowProps) {
  const t = useTranslate()
  const name = connection.name ?? connection.connectorId
  const switchName = oneOfSeveral ? `${name} ${truncateAddress(address)}` : name
  return (
    <li className="pc-profile-row" data-connector={connection.connectorId} data-state={pending ?? (active ? 'active' : 'idle')} aria-current={active || undefined}>
      <WalletImage url={connection.icon} markName={name} />
      <span className="pc-list-item-text">
        <span className="pc-list-item-label">{name}</span>
        <span className="pc-list-item-description" title={address}>
          {truncateAddress(address)}
        </span>
      </span>
      {active ? (
        <span className="pc-list-item-tag">{t('profile.active')}</span>
      ) : (
        <Button variant="secondary" size="sm" loading={pending === 'switch'} disabled={busy || pending === 'remove'} aria-label={t('profile.switchTo', { wallet: switchName })} onClick={onSwitch}>
          {t('profile.switch')}
        </Button>
      )}
      {removable ? (
        <button type="button" className="pc-icon-button" aria-label={t('profile.remove', { wallet: name })} title={t('profile.remove', { wallet: name })} aria-busy={pending === 'remove' || undefined} disabled={busy || pending !== undefined} onClick={onRemove}>
          <Icon name={pending === 'remove' ? 'spinner' : 'close'} size={16} />
        </button>
      ) : (
        <span className="pc-profile-spacer" aria-hidden="true" />
      )}
    </li>
  )
}
