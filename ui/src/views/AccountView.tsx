import { observer } from 'mobx-react-lite'
import { Button } from '../shell/Button.tsx'
import { truncateAddress } from '../shell/truncateAddress.ts'
import { useTranslate } from '../useTranslate.ts'
import { AccountAvatar } from './account/AccountAvatar.tsx'
import { AccountTabs } from './account/AccountTabs.tsx'
import { AccountTypeSwitch } from './account/AccountTypeSwitch.tsx'
import { BalanceFiatTotal } from './account/BalanceFiatTotal.tsx'
import { CopyAddressButton } from './account/CopyAddressButton.tsx'
import { NativeBalance } from './account/NativeBalance.tsx'
import { NetworkButton } from './account/NetworkButton.tsx'
import { WalletFeaturesRow } from './account/WalletFeaturesRow.tsx'
import { useActiveBalances } from './account/useActiveBalances.ts'
import { useDisconnectAction } from './account/useDisconnectAction.ts'
import { useModalContext } from './useModalContext.ts'
import { LoadedOrNothing } from '../shell/LoadedOrNothing.tsx'

// Its code (and the connection list it reads) loads with the Account view's first render, not with the modal.
const loadProfileEntry = () => import('./profile/ProfileEntry.tsx')

/** The Account view: avatar, address with copy, network, native balance, the way to the Profile view with several wallets, wallet features, tabs, disconnect. */
const AccountView = observer(function AccountView() {
  const store = useModalContext()
  const t = useTranslate()
  const { disconnecting, disconnect } = useDisconnectAction()
  const address = store.connections.activeAddress
  const accountName = store.connections.activeAccountName
  useActiveBalances()

  if (!address) {
    return (
      <div className="pc-screen pc-account" data-state="empty">
        <p className="pc-empty">{t('account.notConnected')}</p>
        <Button onClick={() => store.router.reset('Connect')}>{t('account.connect')}</Button>
      </div>
    )
  }

  return (
    <div className="pc-screen pc-account" data-state={disconnecting ? 'loading' : 'default'}>
      <div className="pc-account-summary">
        <AccountAvatar address={address} />
        {accountName !== undefined && <p className="pc-text-primary pc-account-name">{accountName}</p>}
        <div className="pc-account-address" data-named={accountName !== undefined || undefined}>
          <p className="pc-text-primary pc-address" title={address}>
            {truncateAddress(address)}
          </p>
          <CopyAddressButton address={address} />
        </div>
        <AccountTypeSwitch />
        <NativeBalance />
        <BalanceFiatTotal />
        <NetworkButton />
        <LoadedOrNothing load={loadProfileEntry} />
      </div>
      <WalletFeaturesRow />
      <AccountTabs />
      <Button variant="secondary" fullWidth loading={disconnecting} onClick={() => void disconnect()}>
        {t('account.disconnect')}
      </Button>
    </div>
  )
})

export default AccountView
