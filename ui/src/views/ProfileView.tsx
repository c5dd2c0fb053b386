import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { walletConnectionsOf } from '@portico/kernel/internal'
import type { WalletConnection } from '@portico/kernel/internal'
import { Button } from '../shell/Button.tsx'
import { usePartStyles } from '../shell/usePartStyles.ts'
import { useTranslate } from '../useTranslate.ts'
import { ProfileWalletRow } from './profile/ProfileWalletRow.tsx'
import { useConnectionVerbs } from './profile/useConnectionVerbs.ts'
import { useModalContext } from './useModalContext.ts'

const css = `
.pc-profile .pc-list { gap: var(--pc-space-2); }
.pc-profile-row {
  display: flex; align-items: center; gap: var(--pc-space-3); min-block-size: 48px;
  padding-block: var(--pc-space-2); padding-inline: var(--pc-space-2);
  border-radius: var(--pc-radius-l); background: var(--pc-color-surface);
}
.pc-profile-row[aria-current] { box-shadow: inset 0 0 0 1px var(--pc-color-accent); }
.pc-profile-row > .pc-wallet-image { flex: none; inline-size: 32px; block-size: 32px; border-radius: var(--pc-radius-s); }
.pc-profile-row > .pc-list-item-text > .pc-list-item-description { direction: ltr; text-align: start; unicode-bidi: isolate; }
.pc-profile-row > .pc-icon-button, .pc-profile-spacer { flex: none; inline-size: 32px; block-size: 32px; color: var(--pc-color-muted); }
`

/** What a Profile row acts on: a wallet's account, or the whole wallet when removing. */
interface Pending {
  connectorId: string
  address: string
  kind: 'switch' | 'remove'
}

/**
 * The Profile view (AppKit's multi-wallet profile): the active namespace's connected wallets, a row
 * for each of their accounts, the active account first and marked; Switch makes another account
 * the active one (the wallet before stays connected), a wallet's remove button (on its first row)
 * ends it, and "Add wallet" opens Connect, whose connect keeps the wallets already connected.
 */
const ProfileView = observer(function ProfileView() {
  usePartStyles('profile', css)
  const store = useModalContext()
  const t = useTranslate()
  const namespace = store.connections.activeNamespace
  const { connections } = walletConnectionsOf(store, namespace)
  const [pending, setPending] = useState<Pending>()
  const verbs = useConnectionVerbs()
  const activeAddress = store.connections.activeAddress?.toLowerCase()
  const rows = connections.flatMap((connection, index) => {
    const accounts = connection.accounts.length > 0 ? connection.accounts : [{ address: '' }]
    // The active wallet's active account first.
    const isActive = (address: string) => index === 0 && address.toLowerCase() === activeAddress
    const ordered = index === 0 ? [...accounts].sort((a, b) => Number(isActive(b.address)) - Number(isActive(a.address))) : accounts
    return ordered.map((account, position) => ({ connection, address: account.address, first: position === 0, oneOfSeveral: accounts.length > 1, active: index === 0 && position === 0 }))
  })

  const run = async (connection: WalletConnection, address: string, kind: 'switch' | 'remove'): Promise<void> => {
    setPending({ connectorId: connection.connectorId, address, kind })
    try {
      const chosen = connection.caipNetwork?.chainNamespace ?? namespace
      if (!chosen) return
      if (kind === 'switch') await verbs.switchConnection({ namespace: chosen, connectorId: connection.connectorId, address })
      else await verbs.deleteConnection({ namespace: chosen, connectorId: connection.connectorId })
    } catch (error) {
      store.snack.showError(error)
    } finally {
      setPending(undefined)
    }
    // The last wallet removed: nothing is left to show here, as after Disconnect.
    if (!store.connections.isConnected && !store.requestClose()) store.router.reset('Connect')
  }

  return (
    <div className="pc-screen pc-profile" data-state={pending ? 'loading' : 'default'}>
      <ul className="pc-list" aria-label={t('view.Profile.title')}>
        {rows.map(({ connection, address, first, oneOfSeveral, active }) => {
          const mine = pending !== undefined && pending.connectorId === connection.connectorId && (pending.kind === 'remove' || pending.address === address)
          return (
            <ProfileWalletRow
              key={`${connection.connectorId}:${address}`}
              connection={connection}
              address={address}
              oneOfSeveral={oneOfSeveral}
              removable={first}
              active={active}
              pending={mine ? pending.kind : undefined}
              busy={pending !== undefined && !mine}
              onSwitch={() => void run(connection, address, 'switch')}
              onRemove={() => void run(connection, address, 'remove')}
            />
          )
        })}
      </ul>
      <Button variant="secondary" icon="wallet" fullWidth disabled={pending !== undefined} onClick={() => store.router.push('Connect')}>
        {t('profile.addWallet')}
      </Button>
    </div>
  )
})

export default ProfileView
