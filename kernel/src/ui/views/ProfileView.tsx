import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { loadConnectionActions, walletConnectionsOf } from '../../internal/index.ts'
import type { WalletConnection } from '../../internal/index.ts'
import { Button } from '../shell/Button.tsx'
import { usePartStyles } from '../shell/usePartStyles.ts'
import { useTranslate } from '../useTranslate.ts'
import { ProfileWalletRow } from './profile/ProfileWalletRow.tsx'
import { useRootStore } from './useRootStore.ts'

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
.pc-profile-row > .pc-icon-button { flex: none; inline-size: 32px; block-size: 32px; color: var(--pc-color-muted); }
`

/**
 * The Profile view (AppKit's multi-wallet profile): the active namespace's connected wallets, the
 * active one first and marked; Switch makes another the active one (the one before stays
 * connected), the remove button ends one, and "Add wallet" opens Connect, whose connect keeps the
 * wallets already connected.
 */
const ProfileView = observer(function ProfileView() {
  usePartStyles('profile', css)
  const store = useRootStore()
  const t = useTranslate()
  const namespace = store.connections.activeNamespace
  const { connections } = walletConnectionsOf(store, namespace)
  const [pending, setPending] = useState<{ connectorId: string; kind: 'switch' | 'remove' }>()

  const run = async (connection: WalletConnection, kind: 'switch' | 'remove'): Promise<void> => {
    setPending({ connectorId: connection.connectorId, kind })
    try {
      const chosen = connection.caipNetwork?.chainNamespace ?? namespace
      const config = { root: store, adapters: store.adapters }
      const { switchConnection, deleteConnection } = await loadConnectionActions()
      if (!chosen) return
      if (kind === 'switch') await switchConnection(config, { namespace: chosen, connectorId: connection.connectorId, address: connection.accounts[0]?.address })
      else await deleteConnection(config, { namespace: chosen, connectorId: connection.connectorId })
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
        {connections.map((connection, index) => (
          <ProfileWalletRow
            key={connection.connectorId}
            connection={connection}
            active={index === 0}
            pending={pending?.connectorId === connection.connectorId ? pending.kind : undefined}
            busy={pending !== undefined && pending.connectorId !== connection.connectorId}
            onSwitch={() => void run(connection, 'switch')}
            onRemove={() => void run(connection, 'remove')}
          />
        ))}
      </ul>
      <Button variant="secondary" icon="wallet" fullWidth disabled={pending !== undefined} onClick={() => store.router.push('Connect')}>
        {t('profile.addWallet')}
      </Button>
    </div>
  )
})

export default ProfileView
